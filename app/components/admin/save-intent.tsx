// The hidden fields of an add-or-edit dialog's form: "create" for a new record, "update" and its id for one that is.
export function SaveIntent({ id }: { id: number | undefined }) {
  return id === undefined ? (
    <input type="hidden" name="intent" value="create" />
  ) : (
    <>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={id} />
    </>
  );
}
