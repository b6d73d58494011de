import { Badge, Box, Heading, PageLayout, Stack, Table, Text } from 'shared-ui';
import { useRemoteCodeStatus, type RemoteCodeStatus } from '../federation/remote-code-status';
import { useRemotes, type RemoteState } from '../federation/remote-registry';
import { sharedModulesInUse } from '../federation/shared-in-use';
import { useTabEnvironment } from '../federation/tab-environment-state';

const CODE_STATES: Record<RemoteCodeStatus['state'], { label: string; palette: string }> = {
  loading: { label: 'Loading', palette: 'blue' },
  loaded: { label: 'Loaded', palette: 'green' },
  incompatible: { label: 'Refused: incompatible', palette: 'red' },
  refused: { label: 'Refused: code served elsewhere', palette: 'red' },
  failed: { label: 'Failed', palette: 'red' },
};

/** Where a remote stands: its pages known or not, its code loaded, refused or failed. */
function StatusCell({ remote, code }: { remote: RemoteState; code: RemoteCodeStatus | undefined }) {
  const error = code?.error ?? (remote.status === 'unavailable' ? remote.error : undefined);
  const state = code
    ? CODE_STATES[code.state]
    : remote.status === 'unavailable'
      ? { label: 'Unavailable', palette: 'red' }
      : remote.status === 'loading'
        ? { label: 'Reading its pages', palette: 'blue' }
        : { label: 'Pages known, code not loaded yet', palette: 'gray' };
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette={state.palette}>{state.label}</Badge>
      {error && (
        <Text textStyle="xs" color="fg.error" overflowWrap="anywhere">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function RemotesTable({ remotes, codes }: { remotes: RemoteState[]; codes: Record<string, RemoteCodeStatus> }) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Remotes">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Remote</Table.ColumnHeader>
            <Table.ColumnHeader>Version</Table.ColumnHeader>
            <Table.ColumnHeader>Entry</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Load time</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {remotes.map((remote) => {
            const code = codes[remote.entry.name];
            return (
              <Table.Row key={remote.entry.name} data-remote={remote.entry.name}>
                <Table.Cell>
                  <Text fontWeight="medium">{remote.entry.title}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {remote.entry.name}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Text>{code?.buildVersion ?? remote.entry.version ?? 'not stated'}</Text>
                  {remote.entry.pinned ? (
                    <Badge colorPalette="orange" mt="1">
                      Overridden · pinned {remote.entry.pinned.version ?? remote.entry.pinned.entry}
                    </Badge>
                  ) : (
                    code?.buildVersion &&
                    remote.entry.version &&
                    code.buildVersion !== remote.entry.version && (
                      <Text textStyle="xs" color="fg.muted">
                        pinned {remote.entry.version}
                      </Text>
                    )
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Text textStyle="xs" fontFamily="mono" overflowWrap="anywhere">
                    {remote.entry.entry}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <StatusCell remote={remote} code={code} />
                </Table.Cell>
                <Table.Cell textAlign="end">{code?.ms === undefined ? '—' : `${code.ms} ms`}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function SharedModulesTable() {
  // Read afresh on every render: the page re-renders as remotes load, which is when these change.
  const modules = sharedModulesInUse();
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Shared singletons">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Module</Table.ColumnHeader>
            <Table.ColumnHeader>In use</Table.ColumnHeader>
            <Table.ColumnHeader>Provided by</Table.ColumnHeader>
            <Table.ColumnHeader>Offered</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {modules.map((module) => (
            <Table.Row key={module.name} data-shared={module.name}>
              <Table.Cell fontFamily="mono" textStyle="xs">
                {module.name}
              </Table.Cell>
              <Table.Cell>{module.version ?? 'not asked for yet'}</Table.Cell>
              <Table.Cell>{module.provider ?? '—'}</Table.Cell>
              <Table.Cell>
                <Text textStyle="xs" color="fg.muted">
                  {module.offered.map(({ version, provider }) => `${version} (${provider})`).join(', ')}
                </Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** /system/remotes: which version of each remote this tab runs, from where, how it loaded, and what is shared. */
export default function RemotesStatusPage() {
  const remotes = useRemotes();
  const codes = useRemoteCodeStatus();
  const environment = useTabEnvironment()?.manifest ?? null;

  return (
    <PageLayout
      title="Remotes"
      description="Which version of each part of Tessera this tab runs, where it comes from and how it loaded."
    >
      <Stack gap="8">
        <Stack gap="1">
          <Text>
            Environment: <strong>{environment?.environment ?? '…'}</strong>
            {environment?.releases && (
              <>
                {' '}
                · releases from <code>{environment.releases}</code>
              </>
            )}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {environment?.overrides.allowed
              ? 'Testers may load another released version of a remote here.'
              : 'Every remote runs the version this environment pins; overrides are not allowed.'}
          </Text>
        </Stack>
        <Stack gap="3" as="section" aria-labelledby="remotes-heading">
          <Heading as="h2" size="md" id="remotes-heading">
            Remotes
          </Heading>
          <RemotesTable remotes={remotes} codes={codes} />
        </Stack>
        <Stack gap="3" as="section" aria-labelledby="shared-heading">
          <Heading as="h2" size="md" id="shared-heading">
            Shared singletons
          </Heading>
          <SharedModulesTable />
        </Stack>
      </Stack>
    </PageLayout>
  );
}
