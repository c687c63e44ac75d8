import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label/value pairs set as a quiet two-column table. */
export function FactTable({ facts, caption }: { facts: Fact[]; caption?: string }) {
  return (
    <table className="fact-table">
      {caption && <caption>{caption}</caption>}
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.label}>
            <th scope="row">{fact.label}</th>
            <td>{fact.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
