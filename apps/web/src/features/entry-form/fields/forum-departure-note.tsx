import type { ForumDeparturePath } from '@damages/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FormValues } from '../model/form-values.ts';
import { heldForumDepartures } from '../model/forum-values.ts';

/**
 * Beside a field the chosen forum prescribes a default for: the forum's rule and
 * its citation, shown only while the value departs from it ("Texas prescribes
 * after-tax earnings (Tex. Civ. Prac. & Rem. Code § 18.091)").
 */
export function ForumDepartureNote({ path }: { path: ForumDeparturePath }) {
  const { control } = useFormContext<FormValues>();
  const [
    forum,
    dateOfReport,
    earningsBasis,
    lifeTable,
    spouseLifeTable,
    typeSelectedValues,
    discountMethod,
    worklifeMethod,
    worklifeTableBasis,
  ] = useWatch({
    control,
    name: [
      'case.forum',
      'case.dateOfReport',
      'plaintiff.earningsBasis',
      'plaintiff.lifeTable',
      'wife.lifeTable',
      'case.typeSelectedValues',
      'valuation.discountMethod',
      'worklife.method',
      'worklife.tableBasis',
    ],
  });
  const departure = heldForumDepartures({
    forum,
    dateOfReport,
    earningsBasis,
    lifeTable,
    spouseLifeTable,
    typeSelectedValues,
    discountMethod,
    worklifeMethod,
    worklifeTableBasis,
  }).find((d) => d.path === path);
  if (!departure) return null;
  return (
    <div className="form-text forum-departure mb-3" data-forum-departure={path}>
      {departure.note}; {departure.instead}.
    </div>
  );
}
