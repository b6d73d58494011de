import { Button, Wrap } from 'shared-ui';
import { simulatedRequest } from '../model/toast-demo-data';
import type { DemoToaster } from './DemoToasters';

/** How long the pretend server takes to answer. */
export const PRETEND_SERVER_MS = 1500;

/** One toast follows a request: loading while it runs, then success or error, in the same place. */
export function PromiseToasts({ toaster }: { toaster: DemoToaster }) {
  const publish = (succeeds: boolean) =>
    toaster.promise(() => simulatedRequest(succeeds, PRETEND_SERVER_MS), {
      loading: { title: 'Publishing the release notes…', description: 'Sending them to 48 subscribers.' },
      success: { title: 'Release notes published', description: '48 subscribers will get them by email.' },
      error: {
        title: 'Could not publish the release notes',
        description: 'The mail server did not answer. Nothing was sent.',
        closable: true,
      },
    });
  return (
    <Wrap gap="2">
      <Button variant="outline" onClick={() => publish(true)}>
        Publish (server answers)
      </Button>
      <Button variant="outline" colorPalette="red" onClick={() => publish(false)}>
        Publish (server is down)
      </Button>
    </Wrap>
  );
}
