import { Link } from 'shared-ui';

/** The first thing a keyboard reaches: a jump past the navigation to the page. Visible only when focused. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Link
      href={`#${targetId}`}
      position="absolute"
      insetStart="2"
      top="-20"
      zIndex="skipLink"
      bg="bg"
      color="fg"
      px="4"
      py="2"
      rounded="l2"
      shadow="md"
      _focusVisible={{ top: '2' }}
    >
      Skip to content
    </Link>
  );
}
