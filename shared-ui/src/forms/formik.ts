// Formik for every app, from here: shared-ui's fields read the form through formik's context, and formik is
// not a federation singleton of its own, so a remote's own copy of formik would give its <Formik> a context
// the fields never see ("Cannot read properties of undefined (reading 'getFieldProps')"). ESLint refuses
// 'formik' outside shared-ui.
export { Form, Formik, useField, useFormik, useFormikContext } from 'formik';
export type { FormikErrors, FormikHelpers, FormikProps, FormikTouched } from 'formik';
