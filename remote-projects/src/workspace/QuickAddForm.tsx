import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { Button, HStack, Input, OptionSelect, Stack, Text, type SelectOption } from 'shared-ui';
import { Form, Formik, FormFocus, useField, type FormikHelpers } from 'shared-ui/forms';
import { SUBJECT_MAX } from './task-editor/task-form';
import { projectToAdd, quickAddSchema, type QuickAddValues } from './quick-add-form';

export interface QuickAddFormProps {
  groupLabel: string;
  /** The projects offered, the first one the default ('' for no project). */
  options: readonly SelectOption[];
  narrow: boolean;
  /** Creates the task; rejects with a readable message. */
  onAdd: (subject: string, project: string | null) => Promise<void>;
  onClose: () => void;
}

function SubjectField({
  groupLabel,
  inputRef,
  refusalId,
}: {
  groupLabel: string;
  inputRef: Ref<HTMLInputElement>;
  /** The refusal's id while one is shown. */
  refusalId: string | null;
}) {
  const [field] = useField<string>('subject');
  return (
    <Input
      {...field}
      size="sm"
      ref={inputRef}
      aria-label={`Subject of the new task in ${groupLabel}`}
      placeholder="Task subject"
      maxLength={SUBJECT_MAX}
      aria-invalid={refusalId ? true : undefined}
      aria-describedby={refusalId ?? undefined}
    />
  );
}

function ProjectField({ options, narrow }: { options: readonly SelectOption[]; narrow: boolean }) {
  const [field, , helpers] = useField<string>('project');
  return (
    <OptionSelect
      width={narrow ? 'full' : { base: 'full', sm: '48' }}
      flexShrink={0}
      label="Project of the new task"
      options={options}
      value={projectToAdd(
        field.value,
        options.map((option) => option.value),
      )}
      onChange={(project) => void helpers.setValue(project)}
    />
  );
}

/** The open quick add: Enter adds and keeps it open for the next task, Esc or Cancel closes it. */
export function QuickAddForm({ groupLabel, options, narrow, onAdd, onClose }: QuickAddFormProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const subjectRef = useRef<HTMLInputElement>(null);
  const offered = options.map((option) => option.value);
  useEffect(() => {
    subjectRef.current?.focus();
  }, []);

  async function add({ subject, project }: QuickAddValues, { resetForm }: FormikHelpers<QuickAddValues>) {
    setRefusal(null);
    try {
      await onAdd(subject.trim(), projectToAdd(project, offered) || null);
      resetForm({ values: { subject: '', project } });
      subjectRef.current?.focus();
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <Formik<QuickAddValues>
      initialValues={{ subject: '', project: offered[0] ?? '' }}
      validationSchema={quickAddSchema}
      validateOnBlur={false}
      onSubmit={add}
    >
      {({ values, isSubmitting }) => (
        <Stack asChild gap="2" maxW={narrow ? undefined : 'xl'}>
          <Form
            noValidate
            aria-label={`New task in ${groupLabel}`}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onClose();
            }}
          >
            <FormFocus />
            <Stack direction={narrow ? 'column' : { base: 'column', sm: 'row' }} gap="2">
              <SubjectField groupLabel={groupLabel} inputRef={subjectRef} refusalId={refusal ? refusalId : null} />
              {options.length > 1 && <ProjectField options={options} narrow={narrow} />}
            </Stack>
            {refusal && (
              <Text id={refusalId} role="alert" textStyle="xs" color="fg.error">
                {refusal}
              </Text>
            )}
            <HStack gap="2">
              {/* Offered once the rules take the subject; while it is off, Enter in the field sends nothing. */}
              <Button type="submit" size="xs" loading={isSubmitting} disabled={!quickAddSchema.isValidSync(values)}>
                Add
              </Button>
              <Button type="button" size="xs" variant="ghost" onClick={onClose}>
                Cancel
              </Button>
            </HStack>
          </Form>
        </Stack>
      )}
    </Formik>
  );
}
