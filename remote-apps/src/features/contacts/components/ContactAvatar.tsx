import { Avatar } from 'shared-ui';
import type { Contact } from 'tessera-contracts';

/** Only pictures the app itself holds are shown; anything else falls back to the initials. */
function isOwnPicture(url: string): boolean {
  return url.startsWith('data:image/') || (url.startsWith('/') && !url.startsWith('//'));
}

export function ContactAvatar({ contact, size = 'md' }: { contact: Contact; size?: 'sm' | 'md' | 'lg' | '2xl' }) {
  return (
    <Avatar.Root size={size} flexShrink={0}>
      <Avatar.Fallback name={contact.name} />
      {isOwnPicture(contact.imgUrl) && <Avatar.Image src={contact.imgUrl} alt="" />}
    </Avatar.Root>
  );
}
