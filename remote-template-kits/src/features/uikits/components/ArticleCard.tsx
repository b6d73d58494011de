import { useState } from 'react';
import { Box, Card, Heading, HStack, Icon, IconButton, Text } from 'shared-ui';
import { BookmarkIcon, HeartIcon } from 'shared-ui/kits';

export interface Article {
  id: string;
  title: string;
  summary: string;
  likes: number;
  /** A theme palette for the card's cover. */
  palette: string;
}

/** A card whose footer actions work: a like that counts and a bookmark, both toggles with aria-pressed. */
export function ArticleCard({ article }: { article: Article }) {
  const [liked, setLiked] = useState(false);
  const [saved, setSaved] = useState(false);
  const likes = article.likes + (liked ? 1 : 0);
  return (
    <Card.Root as="article" aria-labelledby={`${article.id}-title`} overflow="hidden" variant="outline">
      <Box
        height="24"
        bgGradient="to-br"
        gradientFrom={`${article.palette}.solid`}
        gradientTo={`${article.palette}.muted`}
        aria-hidden
      />
      <Card.Body gap="2">
        <Heading as="h3" textStyle="md" fontWeight="semibold" id={`${article.id}-title`}>
          {article.title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {article.summary}
        </Text>
      </Card.Body>
      <Card.Footer justifyContent="space-between">
        <HStack gap="1">
          <IconButton
            aria-label={`Like “${article.title}”`}
            aria-pressed={liked}
            variant="ghost"
            size="sm"
            colorPalette={liked ? 'red' : 'gray'}
            onClick={() => setLiked((current) => !current)}
          >
            <Icon fill={liked ? 'currentColor' : 'none'}>
              <HeartIcon />
            </Icon>
          </IconButton>
          <Text textStyle="sm" aria-live="polite">
            {likes} {likes === 1 ? 'like' : 'likes'}
          </Text>
        </HStack>
        <IconButton
          aria-label={`Bookmark “${article.title}”`}
          aria-pressed={saved}
          variant="ghost"
          size="sm"
          colorPalette={saved ? 'blue' : 'gray'}
          onClick={() => setSaved((current) => !current)}
        >
          <Icon fill={saved ? 'currentColor' : 'none'}>
            <BookmarkIcon />
          </Icon>
        </IconButton>
      </Card.Footer>
    </Card.Root>
  );
}
