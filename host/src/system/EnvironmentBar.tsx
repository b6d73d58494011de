import { useState } from 'react';
import { Badge, Box, Button, HStack, InlineAlert, Stack, Text } from 'shared-ui';
import { chooseRemoteVersion } from '../federation/choose-remote-version';
import type { TabEnvironment } from '../federation/early-remotes';
import type { RefusedOverride } from '../federation/remote-overrides';
import { useRemotes } from '../federation/remote-registry';
import { RemoteVersionsDialog } from './RemoteVersionsDialog';

/**
 * Shown where testers may load other versions of the remotes (staging), and wherever an override was asked for:
 * the environment, every remote this tab runs at another version than the pinned one, what was refused and why,
 * a version waiting for a reload, "Remote versions" to pick one and "Reset" to go back to the pinned versions.
 */
export default function EnvironmentBar({ environment }: { environment: TabEnvironment }) {
  const { manifest } = environment;
  const remotes = useRemotes().map((state) => state.entry);
  const [refused, setRefused] = useState<RefusedOverride[]>(environment.refused);
  const [waiting, setWaiting] = useState<Record<string, string>>({});
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
      choice.outcome === 'reload-needed' ? { ...others, [name]: version ?? 'the pinned version' } : others,
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
      position="fixed"
      bottom="3"
      insetStart="3"
      zIndex="overlay"
      maxW="min(36rem, calc(100vw - 1.5rem))"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="orange.emphasized"
      rounded="l2"
      shadow="lg"
      p="3"
    >
      <Stack gap="2">
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
            {waitingNames.map((name) => `${titleOf(name)} ${waiting[name]}`).join(', ')} chosen: reload the page to use{' '}
            {waitingNames.length > 1 ? 'them' : 'it'}, as the version in use has already run in this page.
          </InlineAlert>
        )}
        <HStack gap="2">
          {allowed && (
            <Button size="xs" variant="outline" onClick={() => setPanelOpen(true)}>
              Remote versions
            </Button>
          )}
          {(overridden.length > 0 || waitingNames.length > 0) && (
            <Button size="xs" colorPalette="orange" onClick={() => void reset()} loading={resetting}>
              Reset
            </Button>
          )}
        </HStack>
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
