import { BOOT_BUNDLE_ATTRIBUTE, bootBundleLoaded } from './boot-bundle';

function pageWithBundle(): { doc: Document; script: HTMLScriptElement } {
  const doc = document.implementation.createHTMLDocument('');
  const script = doc.createElement('script');
  script.setAttribute(BOOT_BUNDLE_ATTRIBUTE, '');
  doc.head.append(script);
  return { doc, script };
}

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

test('waits for the bundle to have run', async () => {
  const { doc, script } = pageWithBundle();
  const loaded = bootBundleLoaded(doc);
  expect(await settledYet(loaded)).toBe(false);
  script.dispatchEvent(new Event('load'));
  expect(await settledYet(loaded)).toBe(true);
});

test('goes on when the bundle failed to load: webpack then fetches the chunks one by one', async () => {
  const { doc, script } = pageWithBundle();
  const loaded = bootBundleLoaded(doc);
  script.dispatchEvent(new Event('error'));
  expect(await settledYet(loaded)).toBe(true);
});

test('goes on at once on a page without a bundle (a development build)', async () => {
  expect(await settledYet(bootBundleLoaded(document.implementation.createHTMLDocument('')))).toBe(true);
});
