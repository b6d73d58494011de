import type { Role } from 'shared-auth';
import { BRAND, formatDate, NO_VALUE, Badge, Card, DataList, Heading, Stack, Text, Wrap } from 'shared-ui';
import type { UserProfile } from '../api/get-user-profile';

interface ProfileCardProps {
  profile: UserProfile;
  /** The app role, derived by shared-auth from the same User record's roles. */
  appRole: Role;
}

/** The account's details on the server, and the Frappe roles it holds. */
export function ProfileCard({ profile, appRole }: ProfileCardProps) {
  const frappeRoles = (profile.roles ?? []).map((entry) => entry.role);
  const enabled = profile.enabled !== 0;
  const details: Array<[string, string]> = [
    ['Email', profile.email ?? profile.name],
    ['First name', profile.first_name || NO_VALUE],
    ['Last name', profile.last_name || NO_VALUE],
    ['User type', profile.user_type || NO_VALUE],
    ['Member since', formatDate(profile.creation)],
  ];
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="6">
          <DataList.Root orientation="horizontal" aria-label="Account details">
            {details.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                {/* An address or name with no space in it breaks anywhere rather than widening the page. */}
                <DataList.ItemValue minW="0" overflowWrap="anywhere">
                  {value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
            <DataList.Item>
              <DataList.ItemLabel>App role</DataList.ItemLabel>
              <DataList.ItemValue>
                <Badge colorPalette={BRAND}>{appRole}</Badge>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Account</DataList.ItemLabel>
              <DataList.ItemValue>
                <Badge colorPalette={enabled ? 'green' : 'red'}>{enabled ? 'Enabled' : 'Disabled'}</Badge>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Stack gap="2" as="section" aria-label="Frappe roles">
            <Heading as="h2" size="md">
              Frappe roles
            </Heading>
            {frappeRoles.length === 0 ? (
              <Text color="fg.muted">No roles assigned.</Text>
            ) : (
              <Wrap as="ul" gap="2" listStyleType="none">
                {frappeRoles.map((role) => (
                  <li key={role}>
                    <Badge variant="outline">{role}</Badge>
                  </li>
                ))}
              </Wrap>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
