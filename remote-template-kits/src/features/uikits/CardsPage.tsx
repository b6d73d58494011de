import { useState } from 'react';
import { AvatarGroup, Badge, Box, BRAND, Button, Card, HStack, PageLayout, SimpleGrid, Stack, Text } from 'shared-ui';
import { ArticleCard, type Article } from './components/ArticleCard';
import { DismissibleCards } from './components/DismissibleCards';
import { KitSection } from '@kits/components/KitSection';

const VARIANTS = [
  { variant: 'elevated', text: 'A shadow lifts it off the page: for content that stands alone.' },
  { variant: 'outline', text: 'A thin border: the quiet default for lists of cards.' },
  { variant: 'subtle', text: 'A tinted background: for asides and hints.' },
] as const;

const ARTICLES: readonly Article[] = [
  {
    id: 'article-remote',
    title: 'Running a remote sprint review',
    summary: 'Keep demos short and decisions written down.',
    likes: 24,
    palette: 'teal',
  },
  {
    id: 'article-estimates',
    title: 'Estimates that hold up',
    summary: 'Break work down until each piece fits in a day.',
    likes: 9,
    palette: 'purple',
  },
  {
    id: 'article-board',
    title: 'A board that stays tidy',
    summary: 'Archive done columns weekly and label by area.',
    likes: 15,
    palette: 'orange',
  },
];

const PROJECTS = [
  { name: 'Website redesign', status: 'On track', palette: 'green', progress: '12 of 18 tasks' },
  { name: 'Mobile app', status: 'At risk', palette: 'orange', progress: '7 of 30 tasks' },
  { name: 'Data migration', status: 'On track', palette: 'green', progress: '20 of 24 tasks' },
  { name: 'Support portal', status: 'Paused', palette: 'gray', progress: '3 of 11 tasks' },
] as const;

const TEAM = [{ name: 'Amara Okafor' }, { name: 'Lucas Moreau' }, { name: 'Mei Tanaka' }];

/** The footer's two buttons: joining shows in the card itself. */
function JoinableTeamCard() {
  const [joined, setJoined] = useState(false);
  return (
    <Card.Root variant="elevated" flexDirection={{ base: 'column', sm: 'row' }} overflow="hidden">
      <Box
        minW={{ base: 'full', sm: '40' }}
        minH={{ base: '28', sm: 'auto' }}
        bgGradient="to-r"
        gradientFrom="blue.solid"
        gradientTo="teal.solid"
        aria-hidden
      />
      <Stack gap="0" flex="1" minW="0">
        <Card.Body gap="2">
          <Card.Title>Design team</Card.Title>
          <Card.Description>Weekly critique on Thursdays, and a shared board for the design system.</Card.Description>
          <HStack gap="3">
            <AvatarGroup people={TEAM} size="xs" />
            <Text textStyle="sm" color="fg.muted" aria-live="polite">
              {joined ? 'You and 3 members' : '3 members'}
            </Text>
          </HStack>
        </Card.Body>
        <Card.Footer>
          <Button
            size="sm"
            colorPalette={BRAND}
            variant={joined ? 'outline' : 'solid'}
            onClick={() => setJoined((current) => !current)}
          >
            {joined ? 'Leave team' : 'Join team'}
          </Button>
        </Card.Footer>
      </Stack>
    </Card.Root>
  );
}

/** `/uikits/cards`: Chakra's card looks, cards with a cover, horizontal cards, actions and a reflowing grid. */
export default function CardsPage() {
  return (
    <PageLayout
      title="Cards"
      description="A box that groups what belongs together: a title, some content and the actions on it."
    >
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {VARIANTS.map(({ variant, text }) => (
            <Card.Root key={variant} variant={variant} as="section" aria-labelledby={`card-${variant}`}>
              <Card.Header>
                <Card.Title as="h2" id={`card-${variant}`} textTransform="capitalize">
                  {variant}
                </Card.Title>
              </Card.Header>
              <Card.Body>
                <Card.Description>{text}</Card.Description>
              </Card.Body>
              <Card.Footer>
                <Text textStyle="xs" color="fg.muted">
                  Header, body and footer
                </Text>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
        <KitSection
          title="With a cover and actions"
          description="Like and bookmark are toggles: they say whether they are on, and the count follows."
        >
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {ARTICLES.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </SimpleGrid>
        </KitSection>
        <KitSection title="Horizontal" description="Cover beside the text; on a phone it stacks above it.">
          <JoinableTeamCard />
        </KitSection>
        <KitSection title="Dismissible" description="Close a card to hide it; Undo brings back the last one.">
          <DismissibleCards />
        </KitSection>
        <KitSection title="Grid" description="Four across on a wide screen, two on a tablet, one on a phone.">
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
            {PROJECTS.map((project) => (
              <Card.Root as="li" key={project.name} size="sm" variant="outline">
                <Card.Body gap="2">
                  <HStack justify="space-between" gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{project.name}</Text>
                    <Badge colorPalette={project.palette}>{project.status}</Badge>
                  </HStack>
                  <Text textStyle="sm" color="fg.muted">
                    {project.progress}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </KitSection>
      </Stack>
    </PageLayout>
  );
}
