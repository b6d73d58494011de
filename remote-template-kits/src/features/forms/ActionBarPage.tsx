import { readableError } from 'shared-auth';
import { ErrorState, Fieldset, LoadingState, PageLayout, SimpleGrid, Stack, toaster } from 'shared-ui';
import { CheckboxField, Form, Formik, SelectField, TextField, TextareaField } from 'shared-ui/forms';
import { useSaveUserSettings } from './api/save-user-settings';
import { useUserSettings } from './api/get-user-settings';
import { ActionBar } from './components/ActionBar';
import { FormCard } from './components/FormCard';
import { RadioGroupField } from './components/RadioGroupField';
import {
  LEAD_OPTIONS,
  PROJECT_SETTINGS_KEY,
  VISIBILITY_OPTIONS,
  projectSettingsFrom,
  projectSettingsSchema,
  type ProjectSettingsValues,
} from './model/project-settings';

function ProjectSettingsForm({ saved }: { saved: ProjectSettingsValues }) {
  const save = useSaveUserSettings(PROJECT_SETTINGS_KEY);
  return (
    <Formik<ProjectSettingsValues>
      initialValues={saved}
      validationSchema={projectSettingsSchema}
      onSubmit={async (values, helpers) => {
        try {
          await save.mutateAsync({ ...values });
          // What was saved is the new starting point: the form is clean again.
          helpers.resetForm({ values });
          toaster.create({ type: 'success', title: 'Action completed successfully!', description: 'Settings saved.' });
        } catch (error) {
          toaster.create({ type: 'error', title: 'The settings were not saved', description: readableError(error) });
        }
      }}
    >
      {({ dirty, isSubmitting, resetForm }) => (
        <Form noValidate aria-label="Project settings">
          <Stack gap="6">
            <FormCard title="General">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField name="name" label="Project name" required />
                <TextField name="key" label="Key" helperText="Prefixes every task number, e.g. WEB-12." required />
              </SimpleGrid>
              <TextareaField name="description" label="Description" rows={4} helperText="Up to 500 characters." />
            </FormCard>
            <FormCard title="Access">
              <RadioGroupField
                name="visibility"
                label="Who can see the project"
                options={VISIBILITY_OPTIONS}
                required
              />
              <SelectField name="lead" label="Project lead" placeholder="Nobody yet" options={LEAD_OPTIONS} />
            </FormCard>
            <FormCard title="Schedule">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <TextField name="startDate" label="Start date" type="date" />
                <TextField name="dueDate" label="Due date" type="date" />
                <TextField name="hoursPerWeek" label="Hours per week" type="number" required />
              </SimpleGrid>
            </FormCard>
            <FormCard title="Notifications">
              <Fieldset.Root>
                <Fieldset.Legend srOnly>Notifications</Fieldset.Legend>
                <Fieldset.Content>
                  <CheckboxField name="notifyEmail" label="Email me when a task is assigned to me" />
                  <CheckboxField name="notifyInApp" label="Show notifications in the app" />
                  <CheckboxField name="weeklyReport" label="Send the team a weekly report" />
                </Fieldset.Content>
              </Fieldset.Root>
            </FormCard>
            <ActionBar dirty={dirty} submitting={isSubmitting} onCancel={() => resetForm()} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** `/forms/action-bar`: a long form whose Save and Cancel stay in reach; what is saved is the user's, on the server. */
export default function ActionBarPage() {
  const settings = useUserSettings(PROJECT_SETTINGS_KEY);
  return (
    <PageLayout
      title="Action bar"
      description="Save turns on once something changed; Cancel puts back what was saved. Your settings are kept on the server."
      contentMaxW="4xl"
    >
      {settings.isPending ? (
        <LoadingState label="Loading the project settings" shape="rows" count={8} />
      ) : settings.isError ? (
        <ErrorState
          title="The settings could not be loaded"
          message={readableError(settings.error)}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <ProjectSettingsForm saved={projectSettingsFrom(settings.data)} />
      )}
    </PageLayout>
  );
}
