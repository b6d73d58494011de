// Query keys are per feature, but every query whose data comes from a doctype's documents starts with that
// doctype's key, so whoever changes a Task can refresh every view of Tasks in every remote at once:
//   queryClient.invalidateQueries({ queryKey: resourceKey('Task') })

export function resourceKey<Doctype extends string>(doctype: Doctype): readonly ['resource', Doctype] {
  return ['resource', doctype] as const;
}
