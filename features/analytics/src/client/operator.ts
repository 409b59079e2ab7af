/**
 * The operator's charts (Chart.js), drawn over the figures the server put on the page; the
 * tables beside them hold the same numbers for screen readers and printing.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { OperatorReport } from '../operator/queries';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

const accent = () =>
  getComputedStyle(document.documentElement).getPropertyValue('--accent').trim() || '#02a388';

function draw(id: string, type: 'bar' | 'line', labels: string[], data: number[], horizontal = false) {
  const canvas = document.getElementById(`${id}-chart`);
  if (!(canvas instanceof HTMLCanvasElement)) return;
  new Chart(canvas, {
    type,
    data: { labels, datasets: [{ data, backgroundColor: accent(), borderColor: accent(), tension: 0.25 }] },
    options: {
      indexAxis: horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { legend: { display: false } },
      scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } } },
    },
  });
  canvas.dataset.drawn = 'true';
}

function start() {
  const element = document.getElementById('lb-operator-data');
  if (!element?.textContent) return;
  const report = JSON.parse(element.textContent) as OperatorReport;
  draw(
    'searches',
    'line',
    report.searchesPerDay.map((r) => r.day),
    report.searchesPerDay.map((r) => r.searches),
  );
  draw(
    'funnel',
    'bar',
    report.funnel.map((r) => r.step),
    report.funnel.map((r) => r.visitors),
    true,
  );
  draw(
    'queries',
    'bar',
    report.topQueries.map((r) => r.phrase),
    report.topQueries.map((r) => r.searches),
    true,
  );
  draw(
    'consent',
    'bar',
    report.consent.map((r) => r.country),
    report.consent.map((r) => (r.choices === 0 ? 0 : Math.round((100 * r.acceptedAll) / r.choices))),
  );
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
