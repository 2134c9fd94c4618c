/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The small script of the rules and report pages: filter rows and sort tables. Pages work without it
 * (everything is listed); it only hides and orders.
 */

function filterRules(form: HTMLFormElement): void {
  const rows = [...document.querySelectorAll<HTMLTableRowElement>('tr[data-search]')];
  const groups = [...document.querySelectorAll<HTMLElement>('[data-group]')];
  const count = form.querySelector('[data-count]');
  const apply = (): void => {
    const data = new FormData(form);
    const words = String(data.get('q') ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const tier = String(data.get('tier') ?? '');
    const kind = String(data.get('kind') ?? '');
    let shown = 0;
    for (const row of rows) {
      const hit =
        words.every((word) => row.dataset.search!.includes(word)) &&
        (tier === '' || row.dataset.tier === tier) &&
        (kind === '' || (row.dataset.kinds ?? '').split(' ').includes(kind));
      row.hidden = !hit;
      if (hit) shown++;
    }
    for (const group of groups) group.hidden = group.querySelector('tr[data-search]:not([hidden])') === null;
    if (count !== null) count.textContent = `${shown} of ${rows.length} ${form.dataset.noun ?? 'rules'}`;
  };
  form.addEventListener('input', apply);
  form.addEventListener('submit', (event) => event.preventDefault());
  const query = new URLSearchParams(location.search).get('q');
  if (query !== null) (form.elements.namedItem('q') as HTMLInputElement).value = query;
  apply();
}

/** Click (or Enter) on a header sorts its column; failures-first order is the page's own. */
function sortable(table: HTMLTableElement): void {
  const headers = [...table.tHead!.rows[0]!.cells];
  headers.forEach((header, column) => {
    if (!header.hasAttribute('aria-sort')) return;
    header.tabIndex = 0;
    const sort = (): void => {
      const ascending = header.getAttribute('aria-sort') !== 'ascending';
      for (const other of headers) if (other.hasAttribute('aria-sort')) other.setAttribute('aria-sort', 'none');
      header.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
      const body = table.tBodies[0]!;
      const key = (row: HTMLTableRowElement): string =>
        row.cells[column]?.dataset.sort ?? row.cells[column]?.textContent ?? '';
      const rows = [...body.rows].sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        const numeric = x !== '' && y !== '' && !Number.isNaN(Number(x)) && !Number.isNaN(Number(y));
        const order = numeric ? Number(x) - Number(y) : x.localeCompare(y);
        return ascending ? order : -order;
      });
      body.append(...rows);
    };
    header.addEventListener('click', sort);
    header.addEventListener('keydown', (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        sort();
      }
    });
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-rule-filter]')) filterRules(form);
for (const table of document.querySelectorAll<HTMLTableElement>('table[data-sortable]')) sortable(table);
