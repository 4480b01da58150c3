/** Reads a submitted form's text fields by name; a missing or non-text field reads as ''. */
export function formValues(form: HTMLFormElement): (name: string) => string {
  const data = new FormData(form);
  return (name) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
}
