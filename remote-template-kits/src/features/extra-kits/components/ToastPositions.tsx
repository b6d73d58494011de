import { Button, SimpleGrid } from 'shared-ui';
import { PLACEMENT_LABELS, PLACEMENTS } from '../model/toast-placements';
import { DEMO_TOASTERS } from './DemoToasters';

/** One button per corner and edge; start and end follow the reading direction. */
export function ToastPositions() {
  return (
    <SimpleGrid columns={3} gap="2" maxW="md">
      {PLACEMENTS.map((placement) => (
        <Button
          key={placement}
          size="sm"
          variant="outline"
          onClick={() =>
            DEMO_TOASTERS[placement].create({
              type: 'info',
              title: PLACEMENT_LABELS[placement],
              description: 'Toasts stack here until they leave.',
              closable: true,
            })
          }
        >
          {PLACEMENT_LABELS[placement]}
        </Button>
      ))}
    </SimpleGrid>
  );
}
