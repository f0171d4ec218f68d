import * as v from 'valibot'

/**
 * A list of the operator's entries in which an entry that breaks its schema is left out, rather
 * than failing the whole answer: one partner with a `data:` link must not hide every partner.
 * Only for lists where each entry stands alone and a missing one loses nothing but itself.
 */
export function lenientList<const TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = v.safeParse(item, entry)
        return parsed.success ? [parsed.output] : []
      }),
    ),
  )
}
