// A task's or project's own colour is data from the API: it is used only when it is a plain hex colour, so a
// stored value can never add other CSS to the page.
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function dataColour(value: string | null | undefined): string | undefined {
  return value && HEX_COLOUR.test(value) ? value : undefined;
}
