import { useId } from 'react';
import { AutoComplete } from 'antd';
import type { SpecArea, SpecCall } from '../../schemas/spec-calls';
import { Prop } from '../panels/controls';

interface Props {
  value: string;
  error?: string;
  /** The spec area of the system's code, whose paths are offered. */
  area: SpecArea | undefined;
  /** Method + path of the list's other rows (offered, marked as configured). */
  taken: ReadonlySet<string>;
  onChange: (path: string) => void;
  /** A spec path was picked: its method and summary come with it. */
  onPick: (call: SpecCall) => void;
}

/**
 * The call's path: typed, or picked from the spec's paths of the system's area. A path the
 * platform's code serves is shown but cannot be picked (the server would refuse it as a clash).
 */
export function PathInput({ value, error, area, taken, onChange, onPick }: Props) {
  const id = useId();
  const options = (area?.calls ?? []).map((c) => {
    const configured = taken.has(`${c.method} ${c.path}`);
    const note = c.builtIn ? '（平台已提供）' : configured ? '（本系统已配置）' : '';
    return { value: c.path, disabled: Boolean(c.builtIn), label: `${c.method} ${c.path} — ${c.summary}${note}`, call: c };
  });
  const help = area ? `可从规格「${area.label}」的 ${area.calls.length} 个接口中选择，或直接输入` : '以 /ks/ 开头，如 /ks/material/price/city-list';
  return (
    <Prop label="接口路径" id={id} error={error} help={help}>
      <AutoComplete
        id={id}
        aria-describedby={`${id}-note`}
        value={value}
        options={options}
        placeholder="/ks/…"
        status={error ? 'error' : undefined}
        filterOption={(input, option) => !input || String(option?.label ?? '').toLowerCase().includes(input.toLowerCase())}
        onChange={(v: string) => onChange(v)}
        onSelect={(_: string, option: (typeof options)[number]) => onPick(option.call)}
      />
    </Prop>
  );
}
