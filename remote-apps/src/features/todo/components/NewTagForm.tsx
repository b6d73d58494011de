import { Button, FieldFrame, HStack, Input } from 'shared-ui';
import { Form, Formik, FormFocus, useField } from 'shared-ui/forms';
import type { TodoTag } from 'tessera-contracts';
import { newTagSchema, type NewTagValues } from '../model/tag-name';

export interface NewTagFormProps {
  tags: readonly TodoTag[];
  adding: boolean;
  /** Adds the tag (its name trimmed); resolves to whether it was added, the field then empties. */
  onAdd: (name: string) => Promise<boolean>;
}

/** The name beside its Add button, as one field. */
function NameField({ adding }: { adding: boolean }) {
  const [field, meta] = useField<string>('name');
  return (
    <FieldFrame label="New tag" errorText={meta.touched ? meta.error : undefined}>
      <HStack w="full">
        <Input {...field} placeholder="e.g. Work" />
        <Button type="submit" loading={adding} loadingText="Adding…" flexShrink={0}>
          Add tag
        </Button>
      </HStack>
    </FieldFrame>
  );
}

/** The Tags panel's form for a new tag. */
export function NewTagForm({ tags, adding, onAdd }: NewTagFormProps) {
  return (
    <Formik<NewTagValues>
      initialValues={{ name: '' }}
      validationSchema={newTagSchema(tags)}
      validateOnBlur={false}
      onSubmit={async ({ name }, { resetForm }) => {
        if (await onAdd(name.trim())) resetForm();
      }}
    >
      <Form noValidate>
        <FormFocus />
        <NameField adding={adding} />
      </Form>
    </Formik>
  );
}
