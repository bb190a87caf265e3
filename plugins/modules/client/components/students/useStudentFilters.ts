import { useState } from 'react';
import { useDebounced } from '@core/client/ui/useDebounced';

/** The Student List's filters (spec 002 §2): the student ID searched as one types, and Reset. */
export function useStudentFilters(initialSupervisor?: number | null) {
  const [studentId, setStudentId] = useState('');
  const [debouncedId, setDebouncedId] = useDebounced(studentId);
  const [group, setGroup] = useState<number | null>(null);
  const [statuses, setStatuses] = useState<string[]>([]);
  const [supervisor, setSupervisor] = useState<number | null>(initialSupervisor ?? null);
  const reset = () => {
    setStudentId('');
    setDebouncedId('');
    setGroup(null);
    setStatuses([]);
    setSupervisor(null);
  };
  return {
    studentId,
    setStudentId,
    debouncedId,
    setDebouncedId,
    group,
    setGroup,
    statuses,
    setStatuses,
    supervisor,
    setSupervisor,
    reset,
  };
}

export type StudentFilters = ReturnType<typeof useStudentFilters>;
