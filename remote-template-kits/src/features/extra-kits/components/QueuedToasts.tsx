import { Button } from 'shared-ui';
import { NOTIFICATION_AUTHORS } from '../model/toast-demo-data';
import type { DemoToaster } from './DemoToasters';

/** A burst of notifications: only so many show at once, the rest come in as the first ones leave. */
export function QueuedToasts({ toaster }: { toaster: DemoToaster }) {
  const sendBurst = () =>
    NOTIFICATION_AUTHORS.forEach((author, index) =>
      toaster.create({
        type: 'info',
        title: `${author} commented`,
        description: `Notification ${index + 1} of ${NOTIFICATION_AUTHORS.length} on “Website redesign”.`,
        duration: 3000,
        closable: true,
      }),
    );
  return (
    <Button variant="outline" alignSelf="flex-start" onClick={sendBurst}>
      Send {NOTIFICATION_AUTHORS.length} notifications
    </Button>
  );
}
