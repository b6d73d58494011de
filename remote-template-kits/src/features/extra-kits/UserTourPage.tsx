import { useRef, useState } from 'react';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  Input,
  PageLayout,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from 'shared-ui';
import { TourStepCard } from './components/TourStepCard';
import { useTour } from './hooks/use-tour';
import { TOUR_STEPS } from './model/tour-steps';

const STATS = [
  { label: 'Open tasks', value: '18' },
  { label: 'Done this week', value: '42' },
  { label: 'Hours logged', value: '126' },
];

const ACTIVITY = [
  { who: 'Priya Shah', what: 'moved “Checkout redesign” to Review', when: '10 min ago' },
  { who: 'Marcus Lee', what: 'closed “Fix the login redirect”', when: '1 h ago' },
  { who: 'Amara Okafor', what: 'uploaded new icons for the mobile app', when: '3 h ago' },
  { who: 'Jonas Berg', what: 'commented on “API rate limits”', when: 'Yesterday' },
];

const TEAM = [
  { name: 'Priya Shah', online: true },
  { name: 'Marcus Lee', online: true },
  { name: 'Amara Okafor', online: false },
  { name: 'Jonas Berg', online: false },
];

/** `/extra-kits/user-tour`: a step-by-step tour of a sample dashboard, driven by mouse or keyboard. */
export default function UserTourPage() {
  const tour = useTour(TOUR_STEPS);
  const startRef = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useState('');
  const query = search.trim().toLowerCase();
  const shown = ACTIVITY.filter((item) => `${item.who} ${item.what}`.toLowerCase().includes(query));
  const closeTour = tour.close;
  // Wherever the tour ends (Close, Escape, Finish), the focus goes back to the button that started it.
  const tourWithReturn = {
    ...tour,
    close: () => {
      closeTour();
      startRef.current?.focus();
    },
    next: () => {
      if (tour.index !== null && tour.index + 1 >= tour.total) startRef.current?.focus();
      tour.next();
    },
  };

  return (
    <PageLayout
      title="User tour"
      description="A guided walk through the sample dashboard below, one element at a time."
    >
      <Stack gap="6">
        <HStack gap="3" wrap="wrap">
          <Button ref={startRef} data-tour="start" onClick={tour.start}>
            {tour.taken ? 'Restart the tour' : 'Start the tour'}
          </Button>
          <Text textStyle="sm" color="fg.muted">
            Use the arrow keys to move between steps and Escape to leave.
          </Text>
        </HStack>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" data-tour="stats">
          {STATS.map((stat) => (
            <Card.Root key={stat.label}>
              <Card.Body>
                <Stat.Root>
                  <Stat.Label>{stat.label}</Stat.Label>
                  <Stat.ValueText>{stat.value}</Stat.ValueText>
                </Stat.Root>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="start">
          <Card.Root gridColumn={{ md: 'span 2' }}>
            <Card.Body>
              <Stack gap="4">
                <Heading as="h2" size="md">
                  Activity
                </Heading>
                <Input
                  data-tour="search"
                  type="search"
                  aria-label="Search the activity"
                  placeholder="Search the activity"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
                <Stack as="ul" gap="3" data-tour="activity" aria-label="Recent activity" listStyleType="none">
                  {shown.map((item) => (
                    <HStack as="li" key={item.what} gap="3" align="start">
                      <Avatar.Root size="sm">
                        <Avatar.Fallback name={item.who} />
                      </Avatar.Root>
                      <Stack gap="0" minW="0">
                        <Text textStyle="sm">
                          <Text as="span" fontWeight="semibold">
                            {item.who}
                          </Text>{' '}
                          {item.what}
                        </Text>
                        <Text textStyle="xs" color="fg.muted">
                          {item.when}
                        </Text>
                      </Stack>
                    </HStack>
                  ))}
                </Stack>
                {shown.length === 0 && <Text color="fg.muted">No activity matches “{search.trim()}”.</Text>}
              </Stack>
            </Card.Body>
          </Card.Root>
          <Card.Root data-tour="team">
            <Card.Body>
              <Stack gap="4">
                <Heading as="h2" size="md">
                  Team
                </Heading>
                <Stack as="ul" gap="3" listStyleType="none">
                  {TEAM.map((person) => (
                    <HStack as="li" key={person.name} gap="3" justify="space-between">
                      <HStack gap="3" minW="0">
                        <Avatar.Root size="sm">
                          <Avatar.Fallback name={person.name} />
                        </Avatar.Root>
                        <Text textStyle="sm">{person.name}</Text>
                      </HStack>
                      <Badge colorPalette={person.online ? 'green' : 'gray'}>{person.online ? 'Online' : 'Away'}</Badge>
                    </HStack>
                  ))}
                </Stack>
              </Stack>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Stack>
      {tour.step && tour.index !== null && <TourStepCard tour={tourWithReturn} step={tour.step} index={tour.index} />}
    </PageLayout>
  );
}
