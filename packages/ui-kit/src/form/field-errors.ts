/**
 * The rule every form of the kit and the console follows: a field's error message is shown until the user
 * changes that field (not until the next submit). Hands back the same object when there was nothing to drop,
 * so a state setter given it does not re-render.
 */
export function clearFieldError<E extends Partial<Record<string, string>>>(errors: E, field: keyof E): E {
  if (errors[field] === undefined) return errors;
  const { [field]: _changed, ...rest } = errors;
  return rest as E;
}
