import { useId } from 'react';
import { HStack, OptionSelect, Text } from 'shared-ui';
import type { Project } from 'tessera-contracts';

interface ProjectPickerProps {
  projects: readonly Project[];
  /** The shown project's name; '' when none is. */
  value: string;
  onChange: (name: string) => void;
}

export function ProjectPicker({ projects, value, onChange }: ProjectPickerProps) {
  const id = useId();
  return (
    <HStack gap="2" w={{ base: 'full', md: 'auto' }}>
      <Text asChild fontSize="sm">
        <label htmlFor={id}>Project</label>
      </Text>
      <OptionSelect
        id={id}
        width={{ base: 'full', md: '64' }}
        options={[
          ...(value ? [] : [{ value: '', label: 'Choose a project' }]),
          ...projects.map((project) => ({ value: project.name, label: project.project_name })),
        ]}
        value={value}
        onChange={onChange}
      />
    </HStack>
  );
}
