import { useEffect, useRef } from 'react';
import {
  LAYOUTS,
  SIDEBAR_THEMES,
  SIDEBAR_THEME_SWATCH,
  changeLayoutSettings,
  useLayoutSettings,
  type LayoutName,
  type LayoutSettings,
  type SidebarThemeName,
  Box,
  Checkbox,
  CloseButton,
  Drawer,
  Heading,
  HStack,
  Portal,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from 'shared-ui';
import { CUSTOMIZER_WIDTH, takeFocusRequest } from './customizer-toggle';

const LAYOUT_LABELS: Record<LayoutName, { label: string; description: string }> = {
  layout1: { label: 'Icon rail', description: 'A narrow rail of groups; each opens a panel of its pages.' },
  layout2: { label: 'Sidebar', description: 'A full sidebar of expandable groups, in a colour of your choice.' },
  layout3: { label: 'Top navigation', description: 'Groups as menus in a bar under the header.' },
};

const themeLabel = (theme: SidebarThemeName) => theme.replace(/-/g, ' ');

const change = (patch: (current: LayoutSettings) => LayoutSettings) => changeLayoutSettings(patch);

function SettingCheckbox(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root
      checked={props.checked}
      onCheckedChange={(details) => props.onChange(details.checked === true)}
      colorPalette="brand"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{props.label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * The layout customizer (docs/product.md): layout, sidebar colour (layout2), right-to-left, light or dark mode, and the
 * footer.
 */
export function Customizer() {
  const settings = useLayoutSettings();
  const layoutChoiceRef = useRef<HTMLDivElement>(null);
  const open = settings.customizer.open;
  useEffect(() => {
    if (!open || !takeFocusRequest()) return;
    // After the drawer has rendered: focus the chosen layout (a radio group is one tab stop).
    const frame = requestAnimationFrame(() =>
      layoutChoiceRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const setOpen = (open: boolean) => change((current) => ({ ...current, customizer: { ...current.customizer, open } }));

  if (!settings.customizer.show) return null;
  return (
    <Drawer.Root
      open={settings.customizer.open}
      onOpenChange={(details) => setOpen(details.open)}
      // Logical: the end edge, away from the sidebar (the left in RTL).
      placement="end"
      // The page stays usable beside it: changes show at once on the page behind.
      modal={false}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Drawer.Positioner pointerEvents="none">
          <Drawer.Content pointerEvents="auto" shadow="lg" borderStartWidth="1px" w={CUSTOMIZER_WIDTH} maxW="100vw">
            <Drawer.Header>
              <Drawer.Title>Customize the layout</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <Stack gap="3">
                  <Heading as="h3" size="sm">
                    Layout
                  </Heading>
                  <RadioGroup.Root
                    ref={layoutChoiceRef}
                    value={settings.activeLayout}
                    onValueChange={(details) => {
                      const layout = LAYOUTS.find((name) => name === details.value);
                      if (layout) change((current) => ({ ...current, activeLayout: layout }));
                    }}
                    colorPalette="brand"
                  >
                    <Stack gap="3">
                      {LAYOUTS.map((layout) => (
                        <RadioGroup.Item key={layout} value={layout} alignItems="flex-start">
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>
                            <Text fontWeight="medium">{LAYOUT_LABELS[layout].label}</Text>
                            <Text textStyle="xs" color="fg.muted">
                              {LAYOUT_LABELS[layout].description}
                            </Text>
                          </RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                </Stack>

                {settings.activeLayout === 'layout2' && (
                  <Stack gap="3">
                    <Heading as="h3" size="sm" id="sidebar-colour-heading">
                      Sidebar colour
                    </Heading>
                    <RadioGroup.Root
                      aria-labelledby="sidebar-colour-heading"
                      value={settings.layout2Settings.sidebarTheme}
                      onValueChange={(details) => {
                        const theme = SIDEBAR_THEMES.find((name) => name === details.value);
                        if (theme)
                          change((current) => ({
                            ...current,
                            layout2Settings: { ...current.layout2Settings, sidebarTheme: theme },
                          }));
                      }}
                    >
                      <SimpleGrid columns={4} gap="2">
                        {SIDEBAR_THEMES.map((theme) => (
                          <RadioGroup.Item key={theme} value={theme} title={themeLabel(theme)}>
                            <RadioGroup.ItemHiddenInput aria-label={themeLabel(theme)} />
                            <Box
                              aria-hidden="true"
                              w="10"
                              h="10"
                              rounded="l2"
                              bg={SIDEBAR_THEME_SWATCH[theme]}
                              borderWidth="3px"
                              borderColor={
                                settings.layout2Settings.sidebarTheme === theme ? 'brand.solid' : 'transparent'
                              }
                              outlineOffset="2px"
                              _peerFocusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                            />
                          </RadioGroup.Item>
                        ))}
                      </SimpleGrid>
                    </RadioGroup.Root>
                  </Stack>
                )}

                <Stack gap="3">
                  <Heading as="h3" size="sm">
                    Display
                  </Heading>
                  <SettingCheckbox
                    label="Enable RTL"
                    checked={settings.dir === 'rtl'}
                    onChange={(checked) => change((current) => ({ ...current, dir: checked ? 'rtl' : 'ltr' }))}
                  />
                  <SettingCheckbox
                    label="Dark mode"
                    checked={settings.colorMode === 'dark'}
                    onChange={(checked) => change((current) => ({ ...current, colorMode: checked ? 'dark' : 'light' }))}
                  />
                  <SettingCheckbox
                    label="Show the footer"
                    checked={settings.footer.show}
                    onChange={(checked) => change((current) => ({ ...current, footer: { show: checked } }))}
                  />
                </Stack>
                <HStack>
                  <Text textStyle="xs" color="fg.muted">
                    Your choices are saved to your account.
                  </Text>
                </HStack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the customizer" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
