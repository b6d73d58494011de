import * as yup from 'yup';
import { FieldFrame, PageLayout } from 'shared-ui';
import { TextField, useField } from 'shared-ui/forms';
import { DemoForm } from './components/DemoForm';
import { TagInput } from './components/TagInput';
import { MAX_TAGS } from './model/tag-list';

const KNOWN_TAGS = [
  'Accessibility',
  'Animation',
  'API design',
  'Design systems',
  'Documentation',
  'Dark mode',
  'Forms',
  'Internationalisation',
  'Performance',
  'React',
  'Release notes',
  'Right-to-left',
  'Security',
  'Testing',
  'TypeScript',
];

interface ArticleValues {
  title: string;
  tags: string[];
}

const ARTICLE_INITIAL: ArticleValues = { title: '', tags: ['Forms'] };

const articleSchema = yup.object({
  title: yup.string().trim().required('Title is required'),
  tags: yup.array(yup.string().required()).min(1, 'Add at least one tag').max(MAX_TAGS),
});

/** The formik-bound tag field: touched when the focus leaves its input. */
function TagsField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string[]>(name);
  const errorText = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <FieldFrame
      label={label}
      errorText={errorText}
      helperText={`Up to ${MAX_TAGS} tags. Enter or a comma adds one, the arrow keys pick a suggestion, Backspace removes the last.`}
    >
      <TagInput
        label={label}
        tags={field.value}
        onChange={(tags) => void helpers.setValue(tags)}
        onBlur={() => void helpers.setTouched(true)}
        suggestions={KNOWN_TAGS}
        invalid={Boolean(errorText)}
      />
    </FieldFrame>
  );
}

/** `/forms/tag-input`: tags added by keyboard or from suggestions, no duplicates, each removable. */
export default function TagInputPage() {
  return (
    <PageLayout
      title="Tag input"
      description="Type a tag and press Enter or a comma. Suggestions appear as you type; the arrow keys and Enter pick one."
      contentMaxW="3xl"
    >
      <DemoForm
        title="Publish an article"
        description="Tag the article so readers can find it."
        initialValues={ARTICLE_INITIAL}
        validationSchema={articleSchema}
        sentEntries={(values) => [
          { label: 'Title', value: values.title.trim() },
          { label: 'Tags', value: values.tags.join(', ') },
        ]}
        submitLabel="Publish"
      >
        <TextField name="title" label="Title" required />
        <TagsField name="tags" label="Tags" />
      </DemoForm>
    </PageLayout>
  );
}
