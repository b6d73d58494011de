import { Box } from 'shared-ui';

interface SubjectButtonProps {
  subject: string;
  onOpen: () => void;
}

/** A task's subject: a real button (Tab reaches it, Enter opens the task), drawn as a link. */
export function SubjectButton({ subject, onOpen }: SubjectButtonProps) {
  return (
    <Box
      asChild
      textAlign="start"
      fontWeight="medium"
      color="fg"
      cursor="pointer"
      borderRadius="l1"
      _hover={{ textDecoration: 'underline', color: 'colorPalette.fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      <button type="button" onClick={onOpen}>
        {subject}
      </button>
    </Box>
  );
}
