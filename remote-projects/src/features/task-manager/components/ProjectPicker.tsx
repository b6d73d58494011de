import { useId } from 'react';
import { HStack, NativeSelect, Text } from 'shared-ui';
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
      <NativeSelect.Root size="sm" width={{ base: 'full', md: '64' }}>
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {!value && <option value="">Choose a project</option>}
          {projects.map((project) => (
            <option key={project.name} value={project.name}>
              {project.project_name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
