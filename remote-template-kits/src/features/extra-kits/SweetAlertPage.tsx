import { useState, type ReactNode } from 'react';
import { Button, Card, Heading, PageLayout, SimpleGrid, Stack, Text, Wrap } from 'shared-ui';
import { SweetAlertDialog } from './components/SweetAlertDialog';
import { useSweetAlert, type ResultStatus } from './hooks/use-sweet-alert';
import { projectNameRule, teammateEmailRule } from './model/prompt-rules';

function DemoCard({
  title,
  text,
  outcome,
  children,
}: {
  title: string;
  text: string;
  outcome: string;
  children: ReactNode;
}) {
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Text color="fg.muted">{text}</Text>
          <Wrap gap="2">{children}</Wrap>
          <Text textStyle="sm" aria-live="polite" data-testid={`${title.toLowerCase()}-outcome`}>
            {outcome}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const RESULT_EXAMPLES: ReadonlyArray<{ status: ResultStatus; label: string; title: string; text: string }> = [
  { status: 'success', label: 'Success', title: 'Saved', text: 'Your changes were saved.' },
  { status: 'error', label: 'Error', title: 'Payment declined', text: 'The card was declined. Try another card.' },
  { status: 'warning', label: 'Warning', title: 'Storage almost full', text: 'You have used 92% of your storage.' },
  { status: 'info', label: 'Info', title: 'New version', text: 'Version 2.4 is ready. Reload to update.' },
];

/** `/extra-kits/sweet-alert`: confirm, prompt and result dialogs, awaited one after the other. */
export default function SweetAlertPage() {
  const alerts = useSweetAlert();
  const [outcomes, setOutcomes] = useState({ confirm: '', prompt: '', results: '', chained: '' });
  const say = (demo: keyof typeof outcomes, text: string) => setOutcomes((all) => ({ ...all, [demo]: text }));

  const confirmDelete = async () => {
    const confirmed = await alerts.confirm({
      title: 'Delete the draft?',
      text: 'The draft “Quarterly report” will be deleted. You cannot undo this.',
      confirmLabel: 'Yes, delete it',
      destructive: true,
    });
    say('confirm', confirmed ? 'The draft was deleted.' : 'Nothing was deleted.');
    await alerts.result(
      confirmed
        ? { status: 'success', title: 'Deleted', text: 'The draft was deleted.' }
        : { status: 'info', title: 'Cancelled', text: 'Your draft is safe.' },
    );
  };

  const promptRename = async () => {
    const name = await alerts.prompt({
      title: 'Rename the project',
      text: 'Give the project a name your team will recognise.',
      label: 'Project name',
      confirmLabel: 'Rename',
      initialValue: 'Website redesign',
      rule: projectNameRule,
    });
    if (name === null) {
      say('prompt', 'The name was not changed.');
      return;
    }
    say('prompt', `Renamed to “${name}”.`);
    await alerts.result({ status: 'success', title: 'Renamed', text: `The project is now called “${name}”.` });
  };

  const showResult = async (example: (typeof RESULT_EXAMPLES)[number]) => {
    await alerts.result(example);
    say('results', `You closed the ${example.label.toLowerCase()} dialog.`);
  };

  const inviteChain = async () => {
    const email = await alerts.prompt({
      title: 'Invite a teammate (1 of 3)',
      text: 'Who should join the project?',
      label: 'Email address',
      confirmLabel: 'Next',
      rule: teammateEmailRule,
    });
    if (email === null) {
      say('chained', 'Stopped at step 1.');
      return;
    }
    const sure = await alerts.confirm({
      title: 'Send the invitation? (2 of 3)',
      text: `${email} will get an email with a link to join.`,
      confirmLabel: 'Send invitation',
    });
    if (!sure) {
      say('chained', 'Stopped at step 2.');
      await alerts.result({ status: 'info', title: 'Not sent', text: `No invitation was sent to ${email}.` });
      return;
    }
    say('chained', `Invitation sent to ${email}.`);
    await alerts.result({ status: 'success', title: 'Invitation sent (3 of 3)', text: `${email} can now join.` });
  };

  return (
    <PageLayout title="Sweet alert" description="Dialogs that ask, confirm and report, awaited one after another.">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <DemoCard
          title="Confirm"
          text="A destructive action asks first; focus starts on Cancel."
          outcome={outcomes.confirm}
        >
          <Button colorPalette="red" onClick={() => void confirmDelete()}>
            Delete the draft
          </Button>
        </DemoCard>
        <DemoCard title="Prompt" text="Ask for a value, checked before the dialog closes." outcome={outcomes.prompt}>
          <Button onClick={() => void promptRename()}>Rename the project</Button>
        </DemoCard>
        <DemoCard title="Results" text="Report how something went, with a status icon." outcome={outcomes.results}>
          {RESULT_EXAMPLES.map((example) => (
            <Button key={example.status} variant="outline" onClick={() => void showResult(example)}>
              {example.label}
            </Button>
          ))}
        </DemoCard>
        <DemoCard title="Chained" text="A prompt, then a confirmation, then the result." outcome={outcomes.chained}>
          <Button onClick={() => void inviteChain()}>Invite a teammate</Button>
        </DemoCard>
      </SimpleGrid>
      <SweetAlertDialog alerts={alerts} />
    </PageLayout>
  );
}
