import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { DepartmentOptions } from '../../../components/department-options';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { TimeInput } from '../../../components/ui/time-input';
import { useAllDepartments } from '../../../lib/org';
import { toast } from '../../../lib/toast';
import type { PatternPublic } from '../../../types/api';
import { createPattern, revalidatePatterns, updatePattern } from '../api/schedule';
import type { SkillsRead } from './skills-read';

/** `required_skill_id`: '' for none. */
type ShiftDraft = { key: number; type: string; start: string; end: string; color: string; days: number[]; required_skill_id: string };

const COLORS = ['#f97316', '#0ea5e9', '#22c55e', '#a855f7', '#ef4444', '#eab308'];
const CYCLE_MAX = 366;

/**
 * The create form: name, description, cycle length, optional department and the shifts with their
 * days, each with the skill it may require (docs/skills.md). Given a `pattern`, the same form edits it
 * (plan edits, docs/plan-edits.md) and calls `onSaved`. `useSkills`: the catalogue, given by the app.
 */
export function PatternForm(
  { onCancel, pattern, onSaved, useSkills }: {
    onCancel: () => void;
    pattern?: PatternPublic;
    onSaved?: (pattern: PatternPublic) => void;
    useSkills: SkillsRead;
  },
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const departments = useAllDepartments();
  const skills = useSkills();
  const nextKey = useRef(pattern?.shifts.length ?? 1);
  const [name, setName] = useState(pattern?.name ?? '');
  const [description, setDescription] = useState(pattern?.description ?? '');
  const [cycle, setCycle] = useState(String(pattern?.cycle_length ?? 7));
  const [departmentId, setDepartmentId] = useState(pattern?.department_id ?? '');
  const [shifts, setShifts] = useState<ShiftDraft[]>(
    pattern
      ? pattern.shifts.map((shift, key) => ({ key, ...shift, days: [...shift.days], required_skill_id: shift.required_skill_id ?? '' }))
      : [{ key: 0, type: '', start: '08:00', end: '16:00', color: COLORS[0]!, days: [], required_skill_id: '' }],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const cycleLength = Number(cycle);
  const validCycle = Number.isInteger(cycleLength) && cycleLength >= 1 && cycleLength <= CYCLE_MAX;
  const update = (key: number, change: Partial<ShiftDraft>) =>
    setShifts((list) => list.map((shift) => (shift.key === key ? { ...shift, ...change } : shift)));
  const owner = (day: number) => shifts.find((shift) => shift.days.includes(day));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    setTried(true);
    // Days beyond a shortened cycle are dropped.
    const cleaned = shifts.map((shift) => ({ ...shift, days: shift.days.filter((day) => day <= cycleLength).sort((a, b) => a - b) }));
    if (!name.trim() || !validCycle || cleaned.some((shift) => !shift.type.trim() || !shift.start || !shift.end)) {
      setProblem(t('patterns.form.required'));
      return;
    }
    if (cleaned.some((shift) => shift.days.length === 0)) {
      setProblem(t('patterns.form.noDays'));
      return;
    }
    setProblem(null);
    busy.current = true;
    setPending(true);
    try {
      const body = {
        name: name.trim(),
        description: description.trim() || null,
        cycle_length: cycleLength,
        department_id: departmentId || null,
        shifts: cleaned.map(({ type, start, end, color, days, required_skill_id }) => ({
          type: type.trim(),
          start,
          end,
          color,
          days,
          required_skill_id: required_skill_id || null,
        })),
      };
      if (pattern) {
        const saved = await updatePattern(pattern.id, body);
        toast.success(t('planEdits.pattern.saved'));
        void revalidatePatterns();
        onSaved?.(saved);
        return;
      }
      const created = await createPattern(body);
      toast.success(t('patterns.form.created'));
      void revalidatePatterns();
      navigate(`/pattern-schedule/${created.id}`);
    } catch (error) {
      toast.error(pattern ? t('planEdits.pattern.saveError') : t('patterns.form.createError'), (error as Error).message);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5" aria-labelledby="pattern-form-title">
        <h2 id="pattern-form-title" className="text-lg font-semibold">
          {pattern ? t('planEdits.pattern.editTitle') : t('patterns.new')}
        </h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Input
            label={t('patterns.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={200}
            error={tried && !name.trim() ? t('patterns.form.fieldRequired') : undefined}
          />
          <Input
            type="number"
            min={1}
            max={CYCLE_MAX}
            label={t('patterns.form.cycleLength')}
            value={cycle}
            onChange={(e) => setCycle(e.target.value)}
            error={tried && !validCycle ? t('patterns.form.cycleRange') : undefined}
          />
          <Select
            label={`${t('patterns.department')} (${t('common.optional')})`}
            value={departmentId}
            onChange={(e) => setDepartmentId(e.target.value)}
            error={departments.error?.message}
          >
            <option value="">{t('patterns.shared')}</option>
            <DepartmentOptions departments={departments.data?.data ?? []} />
          </Select>
          <Textarea
            label={`${t('patterns.description')} (${t('common.optional')})`}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            rows={2}
          />
        </div>

        {shifts.map((shift, index) => (
          <fieldset key={shift.key} className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3 sm:p-4 dark:border-stone-700">
            <legend className="px-1 font-semibold">{t('patterns.form.shiftN', { n: index + 1 })}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Input
                className="col-span-2 sm:col-span-1"
                label={t('patterns.form.type')}
                value={shift.type}
                onChange={(e) =>
                  update(shift.key, { type: e.target.value })}
                error={tried && !shift.type.trim() ? t('patterns.form.fieldRequired') : undefined}
              />
              <TimeInput
                label={t('patterns.form.start')}
                value={shift.start}
                onChange={(start) =>
                  update(shift.key, { start })}
              />
              <TimeInput
                label={t('patterns.form.end')}
                value={shift.end}
                onChange={(end) => update(shift.key, { end })}
              />
              <Input
                type="color"
                label={t('patterns.form.color')}
                value={shift.color}
                onChange={(e) => update(shift.key, { color: e.target.value })}
                className="col-span-2 sm:col-span-1"
              />
              <Select
                className="col-span-2"
                label={`${t('skills.required')} (${t('common.optional')})`}
                value={shift.required_skill_id}
                disabled={!skills.data}
                error={skills.error && !skills.data ? skills.error.message : undefined}
                onChange={(e) => update(shift.key, { required_skill_id: e.target.value })}
              >
                <option value="">{t('skills.noneRequired')}</option>
                {skills.data?.data.map((skill) => (
                  <option key={skill.id} value={skill.id}>
                    {skill.name}
                  </option>
                ))}
              </Select>
            </div>
            <div role="group" aria-label={t('patterns.form.daysOf', { n: index + 1 })} className="flex flex-wrap gap-1">
              {validCycle
                && Array.from({ length: cycleLength }, (_, i) => i + 1).map((day) => {
                  const taken = owner(day);
                  const mine = shift.days.includes(day);
                  const other = taken && taken.key !== shift.key;
                  return (
                    <button
                      key={day}
                      type="button"
                      aria-pressed={mine}
                      aria-label={t('patterns.day', { n: day })}
                      disabled={!!other}
                      title={other
                        ? t('patterns.form.dayTaken', { type: taken.type || t('patterns.form.shiftN', { n: shifts.indexOf(taken) + 1 }) })
                        : undefined}
                      onClick={() => update(shift.key, { days: mine ? shift.days.filter((d) => d !== day) : [...shift.days, day] })}
                      className={'size-9 rounded-md border text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:opacity-40 '
                        + (mine
                          ? 'border-transparent text-white'
                          : 'border-stone-300 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800')}
                      style={mine ? { backgroundColor: shift.color, textShadow: '0 0 2px rgb(0 0 0 / 0.8)' } : undefined}
                    >
                      {day}
                    </button>
                  );
                })}
            </div>
            {shifts.length > 1 && (
              <Button
                variant="ghost"
                className="self-start"
                onClick={() => setShifts((list) => list.filter((item) => item.key !== shift.key))}
              >
                {t('patterns.form.removeShift')}
              </Button>
            )}
          </fieldset>
        ))}
        <Button
          variant="ghost"
          className="self-start"
          onClick={() =>
            setShifts((
              list,
            ) => [...list, {
              key: nextKey.current++,
              type: '',
              start: '08:00',
              end: '16:00',
              color: COLORS[list.length % COLORS.length]!,
              days: [],
              required_skill_id: '',
            }])}
        >
          {t('patterns.form.addShift')}
        </Button>

        {problem && <Alert>{problem}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={pending}>
            {pattern ? t('planEdits.save') : t('patterns.form.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
