import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import type { ScenarioOption, ScenarioSelection } from '../model/report-model.ts';
import { useReport } from '../state/report-context.tsx';

function Group<Id extends string | number>({
  name,
  label,
  options,
  value,
  onChange,
}: {
  name: string;
  label: string;
  options: ScenarioOption<Id>[];
  value: Id;
  onChange: (id: Id) => void;
}) {
  if (options.length === 0) return null;
  return (
    <div className="scenario-group" role="group" aria-labelledby={`${name}-label`}>
      <div id={`${name}-label`} className="scenario-group-label">
        {label}
      </div>
      <ToggleButtonGroup type="radio" name={name} value={value} onChange={onChange} size="sm">
        {options.map((option) => (
          <ToggleButton key={String(option.id)} id={`${name}-${option.id}`} value={option.id} variant="outline-primary">
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}

/**
 * 'Select the desired scenarios' (quantitative and summary pages): every total
 * on the page, the exhibits and the printed report follow the choice.
 */
export function ScenarioSelector() {
  const { data, choose } = useReport();
  const { options, selection, chosen } = data;
  const incomeLabel = chosen.support && chosen.earnings ? 'Annual income (earnings and support)' : 'Annual income';
  const set = (key: keyof ScenarioSelection) => (id: ScenarioSelection[typeof key]) => choose({ [key]: id });
  const empty = Object.values(options).every((list: readonly unknown[]) => list.length === 0);
  return (
    <aside className="scenario-panel d-print-none" aria-label="Select the desired scenarios">
      <h2 className="scenario-panel-title">Select the desired scenarios</h2>
      {empty ? (
        <p className="mb-0 small text-muted">This case has a single scenario.</p>
      ) : (
        <div className="scenario-groups">
          <Group name="scenario-income" label={incomeLabel} options={options.income} value={selection.income} onChange={set('income')} />
          <Group
            name="scenario-retirement"
            label="Retirement age"
            options={options.retirement}
            value={selection.retirement}
            onChange={set('retirement')}
          />
          <Group
            name="scenario-life"
            label="Life expectancy"
            options={options.lifeExpectancy}
            value={selection.lifeExpectancy}
            onChange={set('lifeExpectancy')}
          />
          <Group name="scenario-medical" label="Medical" options={options.medical} value={selection.medical} onChange={set('medical')} />
        </div>
      )}
    </aside>
  );
}
