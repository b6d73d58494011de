import { useState } from 'react';
import {
  Button,
  CloseButton,
  DataList,
  Dialog,
  FieldFrame,
  Input,
  ModalFrame,
  RadioGroup,
  Stack,
  Text,
} from 'shared-ui';
import { PROJECT_TEMPLATES, type ProjectTemplate } from './dialog-samples';

const STEPS = ['Name', 'Template', 'Review'] as const;

/** A dialog in three steps: a name (required), a template, then a review; Back keeps what was typed. */
export function NewProjectWizard() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [template, setTemplate] = useState<ProjectTemplate>('sprint');
  const [created, setCreated] = useState<string | null>(null);

  const start = () => {
    setStep(0);
    setName('');
    setNameError('');
    setTemplate('sprint');
    setOpen(true);
  };
  const next = () => {
    if (step === 0 && name.trim() === '') {
      setNameError('Give the project a name.');
      return;
    }
    setStep(step + 1);
  };
  const create = () => {
    setCreated(`Project “${name.trim()}” created from the ${templateLabel(template)} template.`);
    setOpen(false);
  };

  return (
    <Stack gap="3" align="flex-start">
      <Button onClick={start}>New project</Button>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {created}
      </Text>
      <ModalFrame open={open} onClose={() => setOpen(false)}>
        <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
          <Dialog.Title>New project</Dialog.Title>
          <Dialog.Description textStyle="sm" color="fg.muted">
            Step {step + 1} of {STEPS.length}: {STEPS[step]}
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          {step === 0 && (
            <FieldFrame label="Project name" errorText={nameError} required>
              <Input
                value={name}
                placeholder="Website redesign"
                onChange={(event) => {
                  setName(event.target.value);
                  setNameError('');
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') next();
                }}
              />
            </FieldFrame>
          )}
          {step === 1 && (
            <RadioGroup.Root
              value={template}
              onValueChange={(details) => setTemplate(details.value as ProjectTemplate)}
              aria-label="Template"
            >
              <Stack gap="3">
                {PROJECT_TEMPLATES.map((option) => (
                  <RadioGroup.Item key={option.value} value={option.value} alignItems="flex-start">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      <Text fontWeight="medium">{option.label}</Text>
                      <Text as="span" display="block" textStyle="sm" color="fg.muted">
                        {option.description}
                      </Text>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          )}
          {step === 2 && (
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>Name</DataList.ItemLabel>
                <DataList.ItemValue>{name.trim()}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Template</DataList.ItemLabel>
                <DataList.ItemValue>{templateLabel(template)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          {step > 0 && (
            <Button variant="outline" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          )}
          {step < STEPS.length - 1 ? (
            <Button onClick={next}>Next</Button>
          ) : (
            <Button onClick={create}>Create project</Button>
          )}
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      </ModalFrame>
    </Stack>
  );
}

function templateLabel(value: ProjectTemplate): string {
  return PROJECT_TEMPLATES.find((option) => option.value === value)?.label ?? value;
}
