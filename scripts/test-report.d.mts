export interface Timing {
  project: string;
  file: string;
  ms: number;
  end: number;
}
export interface Failure {
  project: string;
  file: string;
  test: string;
  error: string;
}
export interface Report {
  timings: Timing[];
  failures: Failure[];
}
export function formatReport(reports: Report[]): string;
