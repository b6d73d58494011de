import { PageLayout, SimpleGrid } from 'shared-ui';
import { KitSection } from '@kits/components/KitSection';
import { ProjectTabs } from './components/ProjectTabs';

/** `/uikits/tabs`: Chakra's tab looks, vertical tabs and manual activation, all driven by the arrow keys. */
export default function TabsPage() {
  return (
    <PageLayout
      title="Tabs"
      description="Switch between views of the same thing. Focus a tab, then use the arrow keys, Home and End."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <KitSection title="Line" description="The default: an underline marks the open tab.">
          <ProjectTabs label="Project views, line" />
        </KitSection>
        <KitSection title="Enclosed" description="Tabs sit in a tray; the open one is raised.">
          <ProjectTabs variant="enclosed" label="Project views, enclosed" />
        </KitSection>
        <KitSection title="Outline" description="The open tab joins its panel like a folder tab.">
          <ProjectTabs variant="outline" label="Project views, outline" />
        </KitSection>
        <KitSection title="Subtle" description="A tinted background marks the open tab.">
          <ProjectTabs variant="subtle" label="Project views, subtle" />
        </KitSection>
        <KitSection title="Vertical" description="Up and Down move between tabs.">
          <ProjectTabs orientation="vertical" label="Project views, vertical" />
        </KitSection>
        <KitSection
          title="Manual activation"
          description="The arrow keys move focus only; Enter or Space opens the focused tab."
        >
          <ProjectTabs variant="plain" activationMode="manual" label="Project views, manual" />
        </KitSection>
      </SimpleGrid>
    </PageLayout>
  );
}
