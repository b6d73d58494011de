import { Button, Wrap } from 'shared-ui';

/** A row of buttons, one per choice, each opening the example of its choice. */
export function ChoiceButtons<Choice extends { label: string }>({
  choices,
  onChoose,
}: {
  choices: readonly Choice[];
  onChoose: (choice: Choice) => void;
}) {
  return (
    <Wrap gap="3">
      {choices.map((choice) => (
        <Button key={choice.label} variant="outline" size="sm" onClick={() => onChoose(choice)}>
          {choice.label}
        </Button>
      ))}
    </Wrap>
  );
}
