import { useState } from 'react';
import { Badge, Box, Button, HStack, InlineAlert, Stack, Text } from 'shared-ui';
import { chooseRemoteVersion } from '../federation/choose-remote-version';
import type { TabEnvironment } from '../federation/tab-environment';
import type { RefusedOverride } from '../federation/remote-overrides';
import { useRemotes } from '../federation/remote-registry';
import { RemoteVersionsDialog } from './RemoteVersionsDialog';

/**
 * Shown where testers may load other versions of the remotes (staging), and wherever an override was asked for:
 * the environment, every remote this tab runs at another version than the pinned one, what was refused and why,
 * a version waiting for a reload, "Remote versions" to pick one and "Reset" to go back to the pinned versions.
 * A strip above the page, in its flow: it never covers the navigation or the page's own controls.
 */
export default function EnvironmentBar({ environment }: { environment: TabEnvironment }) {
  const { manifest } = environment;
  const remotes = useRemotes().map((state) => state.entry);
  const [refused, setRefused] = useState<RefusedOverride[]>(environment.refused);
  // Versions chosen for remotes that have already run in this page (null: the pinned one), waiting for a reload.
  const [waiting, setWaiting] = useState<Record<string, string | null>>({});
  const [panelOpen, setPanelOpen] = useState(false);
  const [resetting, setResetting] = useState(false);

  const overridden = remotes.filter((remote) => remote.pinned);
  const allowed = manifest.overrides.allowed;
  if (!allowed && refused.length === 0 && overridden.length === 0) return null;

  const choose = async (name: string, version: string | null): Promise<string | undefined> => {
    const choice = await chooseRemoteVersion(manifest, name, version);
    if (choice.outcome === 'refused') return choice.reason;
    setRefused((all) => all.filter((refusal) => refusal.remote !== name));
    setWaiting(({ [name]: _done, ...others }) =>
      choice.outcome === 'reload-needed' ? { ...others, [name]: version } : others,
    );
    return undefined;
  };

  const reset = async () => {
    setResetting(true);
    const names = new Set([...overridden.map((remote) => remote.name), ...Object.keys(waiting)]);
    const choices = await Promise.all([...names].map((name) => chooseRemoteVersion(manifest, name, null)));
    if (choices.some((choice) => choice.outcome === 'reload-needed')) {
      window.location.reload();
      return;
    }
    setWaiting({});
    setResetting(false);
  };

  const titleOf = (name: string) => remotes.find((remote) => remote.name === name)?.title ?? name;
  const waitingNames = Object.keys(waiting);
  return (
    <Box
      as="aside"
      aria-label="Environment"
      data-testid="environment-bar"
      bg="orange.subtle"
      color="fg"
      borderBottomWidth="1px"
      borderColor="orange.muted"
      px={{ base: '3', md: '6' }}
      py="2"
    >
      <Stack gap="2">
        <HStack gap="3" wrap="wrap" justify="space-between">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="orange" textTransform="capitalize">
              {manifest.environment}
            </Badge>
            {overridden.length === 0 ? (
              <Text textStyle="sm">Every remote runs its pinned version.</Text>
            ) : (
              <Text textStyle="sm" data-testid="overridden-remotes">
                Overridden in this tab:{' '}
                {overridden
                  .map(
                    (remote) =>
                      `${remote.title} ${remote.version ?? remote.entry} (pinned ${remote.pinned?.version ?? remote.pinned?.entry})`,
                  )
                  .join(', ')}
              </Text>
            )}
          </HStack>
          <HStack gap="2" wrap="wrap">
            {allowed && (
              <Button size="xs" variant="outline" onClick={() => setPanelOpen(true)}>
                Remote versions
              </Button>
            )}
            {(overridden.length > 0 || waitingNames.length > 0) && (
              <Button size="xs" onClick={() => void reset()} loading={resetting}>
                Reset
              </Button>
            )}
          </HStack>
        </HStack>
        {refused.map((refusal) => (
          <InlineAlert
            key={refusal.remote}
            status="error"
            onDismiss={() => setRefused((all) => all.filter((other) => other !== refusal))}
          >
            {refusal.reason}
          </InlineAlert>
        ))}
        {waitingNames.length > 0 && (
          <InlineAlert
            status="info"
            action={
              <Button size="xs" onClick={() => window.location.reload()}>
                Reload
              </Button>
            }
          >
            Reload the page to run{' '}
            {waitingNames.map((name) => `${titleOf(name)} ${waiting[name] ?? 'at its pinned version'}`).join(', ')}: the
            version in use has already run in this page.
          </InlineAlert>
        )}
      </Stack>
      {allowed && (
        <RemoteVersionsDialog
          manifest={manifest}
          open={panelOpen}
          onClose={() => setPanelOpen(false)}
          onChoose={choose}
          waiting={waiting}
        />
      )}
    </Box>
  );
}
