import { useEffect, useState } from 'react';
import { Badge, Button, Dialog, HStack, InlineAlert, ModalFrame, OptionSelect, Stack, Text } from 'shared-ui';
import { satisfy } from '@module-federation/enhanced/runtime';
import type { EnvironmentManifest, RemoteManifestEntry } from '../federation/remote-manifest';
import { pinnedEntry } from '../federation/remote-overrides';
import { useRemotes } from '../federation/remote-registry';
import { fetchReleaseVersions, type ReleaseVersions } from './release-index';

const PINNED = '';

interface RemoteVersionsDialogProps {
  manifest: EnvironmentManifest;
  open: boolean;
  onClose: () => void;
  /** Loads `version` of the remote (null: its pinned version); resolves with a refusal's reason, if refused. */
  onChoose: (name: string, version: string | null) => Promise<string | undefined>;
  /** Versions chosen that wait for a reload, by remote (null: the pinned one). */
  waiting: Readonly<Record<string, string | null>>;
}

function versionOptions(remote: RemoteManifestEntry, published: string[], range: string | undefined) {
  const pinned = pinnedEntry(remote).version;
  return [
    { value: PINNED, label: `Pinned${pinned ? ` (${pinned})` : ''}` },
    ...published
      .filter((version) => version !== pinned)
      .map((version) => {
        const allowed = !range || satisfy(version, range);
        return { value: version, label: allowed ? version : `${version} (not allowed here)`, disabled: !allowed };
      }),
  ];
}

function RemoteVersionRow({
  remote,
  published,
  range,
  waiting,
  onChoose,
}: {
  remote: RemoteManifestEntry;
  published: string[];
  range: string | undefined;
  /** The version chosen that waits for a reload: null for the pinned one, undefined when none waits. */
  waiting: string | null | undefined;
  onChoose: RemoteVersionsDialogProps['onChoose'];
}) {
  const running = remote.pinned ? (remote.version ?? remote.entry) : PINNED;
  const inUse = waiting === undefined ? running : (waiting ?? PINNED);
  const [picked, setPicked] = useState(inUse);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const load = async () => {
    setBusy(true);
    setRefusal(undefined);
    setRefusal(await onChoose(remote.name, picked === PINNED ? null : picked));
    setBusy(false);
  };

  return (
    <Stack as="li" gap="2" borderBottomWidth="1px" pb="3" data-remote={remote.name}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="medium">
          {remote.title}{' '}
          <Text as="span" color="fg.muted" textStyle="xs">
            ({remote.name})
          </Text>
        </Text>
        {remote.pinned && <Badge colorPalette="orange">Overridden: {remote.version ?? 'entry URL'}</Badge>}
      </HStack>
      <HStack gap="2" wrap="wrap">
        <OptionSelect
          label={`${remote.title} version`}
          options={versionOptions(remote, published, range)}
          value={picked}
          onChange={setPicked}
          flex="1"
          minW="10rem"
        />
        <Button size="sm" onClick={() => void load()} loading={busy} disabled={picked === inUse}>
          Load
        </Button>
      </HStack>
      {refusal && <InlineAlert status="error">{refusal}</InlineAlert>}
    </Stack>
  );
}

/** The "Remote versions" panel: for each remote in the releases store, its published versions to load in this tab. */
export function RemoteVersionsDialog({ manifest, open, onClose, onChoose, waiting }: RemoteVersionsDialogProps) {
  const remotes = useRemotes().map((state) => state.entry);
  const [versions, setVersions] = useState<ReleaseVersions | null>(null);
  const [error, setError] = useState<string>();
  const { releases } = manifest;

  useEffect(() => {
    if (!open || !releases) return;
    let current = true;
    fetchReleaseVersions(releases).then(
      (found) => current && setVersions(found),
      (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [open, releases]);

  const releasedRemotes = remotes.filter((remote) => remote.release);
  return (
    <ModalFrame open={open} onClose={onClose} size="md">
      <Dialog.Header>
        <Dialog.Title>Remote versions</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text textStyle="sm" color="fg.muted">
            Load another released version of a remote in this tab only. A remote whose pages are already open needs a
            reload to change.
          </Text>
          {!releases && <Text>This environment names no releases store, so there are no versions to pick from.</Text>}
          {error && <InlineAlert status="error">{error}</InlineAlert>}
          {releases && !versions && !error && <Text aria-live="polite">Reading the releases store…</Text>}
          {versions && (
            <Stack as="ul" listStyleType="none" gap="3" aria-label="Remotes">
              {releasedRemotes.map((remote) => (
                <RemoteVersionRow
                  key={remote.name}
                  remote={remote}
                  published={versions[remote.release!] ?? []}
                  range={manifest.overrides.versions[remote.name]}
                  waiting={waiting[remote.name]}
                  onChoose={onChoose}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}
