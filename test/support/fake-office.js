// A fake Office.js for the browser tests of the built add-in (test/build/*.test.ts): what the task pane
// and the custom functions use (Office.onReady, Office.context, Excel.run over an in-memory workbook,
// CustomFunctions.associate). It runs in the page before the add-in's scripts; a test reads
// window.__fakeOffice to see what the add-in did. Plain browser JavaScript, no imports.
//
// Set before it runs (page.addInitScript): window.__initialSheets = [{ name, grid, visibility?, names? }]
// (names: the sheet's own names, e.g. { CotasSaida: "'AC'!$A$1" } for a sheet an earlier run wrote),
// window.__initialNames = [{ name, formula, comment }] (workbook names), window.__activeCell =
// { sheet, cell } (what getActiveCell gives; absent: "A1" of the first sheet), window.__officeTheme.
//
// Everything the Office.js adapter (src/hosts/excel/office-workbook.ts) calls is applied at once to the
// fake workbook (cell styles and number formats: when read, see newSheet) and recorded on it: values,
// number formats, cell formatting (styles["row,col"]), column widths (points), frozen rows, print
// titles, paper, orientation, zoom, page headers and footers, autofilter, sheet and workbook names,
// deletions, the active sheet and the selected cell.
(function () {
  'use strict';
  const WHOLE_ROWS = 1048576;
  const WHOLE_COLS = 16384;

  function newSheet(s) {
    const sheet = {
      name: s.name,
      grid: (s.grid || []).map(function (r) {
        return r.slice();
      }),
      styleOps: [],
      formatOps: [],
      bold: [],
      widths: {},
      frozenRows: 0,
      visibility: s.visibility || 'Visible',
      names: Object.assign({}, s.names || {}),
      printTitleRows: null,
      paperSize: null,
      orientation: null,
      zoom: null,
      headersFooters: {},
      autoFilter: null,
    };
    // styles["row,col"] and formats["row,col"], cell by cell, worked out when read: a range's style or
    // number formats are recorded as one operation when set, as Excel queues them, so that formatting
    // a 100,000-row column costs the pane's thread what it costs with Office.js
    // (test/bench/painel-bench.ts measures that thread).
    let formats = null;
    let formatsApplied = 0;
    Object.defineProperty(sheet, 'formats', {
      enumerable: true,
      get: function () {
        if (formats === null) formats = {};
        for (; formatsApplied < sheet.formatOps.length; formatsApplied++) {
          const op = sheet.formatOps[formatsApplied];
          op.formats.forEach(function (line, r) {
            line.forEach(function (f, c) {
              formats[op.row + r + ',' + (op.col + c)] = f;
            });
          });
        }
        return formats;
      },
    });
    let materialized = null;
    let applied = 0;
    Object.defineProperty(sheet, 'styles', {
      enumerable: true,
      get: function () {
        if (materialized === null) materialized = {};
        for (; applied < sheet.styleOps.length; applied++) {
          const op = sheet.styleOps[applied];
          for (let r = op.row; r < op.lastRow; r++) {
            for (let c = op.col; c < op.lastCol; c++) {
              const k = r + ',' + c;
              const st = materialized[k] || (materialized[k] = {});
              if (op.key === 'border') (st.borders = st.borders || {})[op.value[0]] = op.value[1];
              else st[op.key] = op.value;
            }
          }
        }
        return materialized;
      },
    });
    return sheet;
  }

  const sheets = (window.__initialSheets || []).map(newSheet);
  const state = {
    sheets: sheets,
    workbookNames: (window.__initialNames || []).map(function (n) {
      return { name: n.name, formula: n.formula, comment: n.comment || '' };
    }),
    functions: {},
    active: null,
    selected: null,
    deleted: [],
    syncs: 0,
    errors: [],
    activeCell: window.__activeCell || null,
  };
  window.__fakeOffice = state;

  function fail(message) {
    state.errors.push(message);
    throw new Error(message);
  }

  function findSheet(name) {
    const k = String(name).toLowerCase();
    for (let i = 0; i < sheets.length; i++) if (sheets[i].name.toLowerCase() === k) return sheets[i];
    return null;
  }

  function letters(col) {
    let s = '';
    for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    return s;
  }
  function a1(row, col) {
    return letters(col) + (row + 1);
  }
  function columnIndex(l) {
    let n = 0;
    for (let i = 0; i < l.length; i++) n = n * 26 + (l.charCodeAt(i) - 64);
    return n - 1;
  }
  /** "A2:D6", "$C$7" → { row, col, rows, cols } (0-based). */
  function parseArea(address) {
    const m = /^\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/.exec(String(address));
    if (!m) fail('endereço inválido: ' + address);
    const r1 = Number(m[2]) - 1;
    const c1 = columnIndex(m[1]);
    const r2 = m[4] ? Number(m[4]) - 1 : r1;
    const c2 = m[3] ? columnIndex(m[3]) : c1;
    return { row: r1, col: c1, rows: r2 - r1 + 1, cols: c2 - c1 + 1 };
  }
  function quoted(name) {
    return "'" + name.replace(/'/g, "''") + "'";
  }

  function usedRange(sheet) {
    let top = -1,
      bottom = -1,
      left = Infinity,
      right = -1;
    sheet.grid.forEach(function (row, r) {
      (row || []).forEach(function (v, c) {
        if (v === '' || v === null || v === undefined) return;
        if (top < 0) top = r;
        bottom = r;
        left = Math.min(left, c);
        right = Math.max(right, c);
      });
    });
    const empty = top < 0;
    return {
      load: function () {},
      isNullObject: empty,
      rowIndex: empty ? 0 : top,
      columnIndex: empty ? 0 : left,
      rowCount: empty ? 0 : bottom - top + 1,
      columnCount: empty ? 0 : right - left + 1,
      // ExcelApi 1.9 and 1.13, which this Office says it has (isSetSupported): no hidden row, no merged area
      // (the visible cells are the whole used range; its address, as Excel writes it).
      getSpecialCellsOrNullObject: function () {
        return {
          load: function () {},
          isNullObject: empty,
          address: empty ? '' : quoted(sheet.name) + '!$' + letters(left) + '$' + (top + 1) + ':$' + letters(right) + '$' + (bottom + 1),
        };
      },
      getMergedAreasOrNullObject: function () {
        return { load: function () {}, isNullObject: true, address: '' };
      },
    };
  }

  /** Sets a style property on every cell of a range (at most the cells that can matter: capped at the grid). */
  function styleRange(sheet, row, col, rows, cols, key, value) {
    const lastRow = rows >= WHOLE_ROWS ? Math.max(sheet.grid.length, 1) : row + rows;
    const lastCol = cols >= WHOLE_COLS ? 1 : col + cols;
    sheet.styleOps.push({ row: row, col: col, lastRow: lastRow, lastCol: lastCol, key: key, value: value });
  }

  function range(sheet, row, col, rows, cols) {
    const font = {};
    const fill = {};
    const format = {};
    function styled(obj, prop, key) {
      Object.defineProperty(obj, prop, {
        set: function (v) {
          styleRange(sheet, row, col, rows, cols, key || prop, v);
        },
      });
    }
    Object.defineProperty(font, 'bold', {
      set: function (b) {
        if (b) for (let r = 0; r < rows; r++) sheet.bold.push(row + r);
        styleRange(sheet, row, col, rows, cols, 'bold', b);
      },
    });
    styled(font, 'size');
    styled(fill, 'color', 'fill');
    Object.defineProperty(format, 'font', { value: font });
    Object.defineProperty(format, 'fill', { value: fill });
    styled(format, 'wrapText');
    styled(format, 'horizontalAlignment', 'horizontal');
    styled(format, 'verticalAlignment', 'vertical');
    styled(format, 'indentLevel', 'indent');
    Object.defineProperty(format, 'borders', {
      value: {
        getItem: function (edge) {
          const border = {};
          Object.defineProperty(border, 'style', {
            set: function (st) {
              styleRange(sheet, row, col, rows, cols, 'border', [edge, st]);
            },
          });
          return border;
        },
      },
    });
    Object.defineProperty(format, 'columnWidth', {
      set: function (w) {
        for (let c = col; c < col + Math.min(cols, 1000); c++) sheet.widths[c] = w;
      },
    });
    // Merging and fitting row heights are Excel's own layout: recorded, not modelled.
    format.autofitRows = function () {
      sheet.autofitRows = (sheet.autofitRows || 0) + 1;
    };
    const out = {
      load: function () {},
      merge: function () {
        (sheet.merged = sheet.merged || []).push(a1(row, col) + ':' + a1(row + rows - 1, col + cols - 1));
      },
      format: format,
      address: quoted(sheet.name) + '!$' + letters(col) + '$' + (row + 1),
      __area: { sheet: sheet, row: row, col: col, rows: rows, cols: cols },
      clear: function () {
        for (let r = row; r < Math.min(sheet.grid.length, row + rows); r++) {
          const line = sheet.grid[r] || [];
          for (let c = col; c < Math.min(line.length, col + cols); c++) line[c] = '';
        }
      },
      select: function () {
        state.active = sheet.name;
        state.selected = { sheet: sheet.name, address: a1(row, col) };
      },
    };
    // Office.js gives an error cell as its text ("#N/D") with the value type "Error".
    Object.defineProperty(out, 'valueTypes', {
      get: function () {
        return out.values.map(function (line) {
          return line.map(function (v) {
            if (v === '') return 'Empty';
            if (typeof v === 'string') return /^#[A-Z/0!?]+[!?]?$/.test(v) ? 'Error' : 'String';
            return typeof v === 'boolean' ? 'Boolean' : 'Double';
          });
        });
      },
    });
    Object.defineProperty(out, 'values', {
      get: function () {
        const values = [];
        for (let r = 0; r < rows; r++) {
          const line = [];
          for (let c = 0; c < cols; c++) {
            const v = (sheet.grid[row + r] || [])[col + c];
            line.push(v === undefined || v === null ? '' : v);
          }
          values.push(line);
        }
        return values;
      },
      set: function (values) {
        if (!Array.isArray(values) || values.length !== rows) fail('values: ' + rows + ' linhas esperadas em ' + sheet.name);
        values.forEach(function (line, r) {
          if (line.length !== cols) fail('values: ' + cols + ' colunas esperadas em ' + sheet.name);
          line.forEach(function (v, c) {
            if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') fail('valor inválido: ' + String(v));
            if (typeof v === 'string' && v.length > 32767) fail('texto maior que uma célula do Excel');
            (sheet.grid[row + r] = sheet.grid[row + r] || [])[col + c] = v;
          });
        });
      },
    });
    Object.defineProperty(out, 'numberFormat', {
      set: function (formats) {
        if (!Array.isArray(formats) || formats.length !== rows) fail('numberFormat: ' + rows + ' linhas esperadas em ' + sheet.name);
        formats.forEach(function (line) {
          if (line.length !== cols) fail('numberFormat: ' + cols + ' colunas esperadas em ' + sheet.name);
        });
        sheet.formatOps.push({ row: row, col: col, formats: formats });
      },
    });
    return out;
  }

  function pageLayout(sheet) {
    const footers = {};
    ['leftHeader', 'centerHeader', 'rightHeader', 'leftFooter', 'centerFooter', 'rightFooter'].forEach(function (k) {
      Object.defineProperty(footers, k, {
        set: function (v) {
          sheet.headersFooters[k] = v;
        },
      });
    });
    const layout = {
      setPrintTitleRows: function (rows) {
        sheet.printTitleRows = rows;
      },
      headersFooters: { defaultForAllPages: footers },
    };
    ['paperSize', 'orientation', 'zoom'].forEach(function (k) {
      Object.defineProperty(layout, k, {
        set: function (v) {
          sheet[k] = v;
        },
      });
    });
    return layout;
  }

  function nullSheet() {
    return { load: function () {}, isNullObject: true };
  }

  function worksheetProxy(sheet) {
    const proxy = {
      isNullObject: false,
      visibility: sheet.visibility,
      load: function () {},
      // Worksheet-scoped names (the add-in's marker CotasSaida on the sheets it writes).
      names: {
        getItemOrNullObject: function (n) {
          return { load: function () {}, isNullObject: !Object.prototype.hasOwnProperty.call(sheet.names, n) };
        },
        add: function (n, ref) {
          if (Object.prototype.hasOwnProperty.call(sheet.names, n)) fail('nome repetido na planilha ' + sheet.name + ': ' + n);
          sheet.names[n] = ref.address;
        },
      },
      getRange: function (address) {
        if (address === undefined) return range(sheet, 0, 0, WHOLE_ROWS, WHOLE_COLS);
        const a = parseArea(address);
        return range(sheet, a.row, a.col, a.rows, a.cols);
      },
      getUsedRangeOrNullObject: function () {
        return usedRange(sheet);
      },
      getRangeByIndexes: function (r, c, nr, nc) {
        return range(sheet, r, c, nr, nc);
      },
      freezePanes: {
        freezeRows: function (n) {
          sheet.frozenRows = n;
        },
      },
      pageLayout: pageLayout(sheet),
      autoFilter: {
        apply: function (r) {
          const a = r.__area;
          if (!a || a.sheet !== sheet) fail('autoFilter.apply: intervalo de outra planilha');
          sheet.autoFilter = a1(a.row, a.col) + ':' + a1(a.row + a.rows - 1, a.col + a.cols - 1);
        },
      },
      activate: function () {
        if (sheet.visibility !== 'Visible') fail('activate: a planilha ' + sheet.name + ' está oculta');
        state.active = sheet.name;
      },
      delete: function () {
        const i = sheets.indexOf(sheet);
        if (i < 0) fail('delete: a planilha ' + sheet.name + ' já foi apagada');
        sheets.splice(i, 1);
        state.deleted.push(sheet.name);
        if (state.active === sheet.name) state.active = null;
      },
    };
    // Renaming a sheet (worksheet.name = …) carries its own names along, as Excel does.
    Object.defineProperty(proxy, 'name', {
      enumerable: true,
      get: function () {
        return sheet.name;
      },
      set: function (n) {
        if (n === sheet.name) return;
        const other = findSheet(n);
        if (other && other !== sheet) fail('renomear: o nome ' + n + ' já existe');
        const from = quoted(sheet.name) + '!';
        Object.keys(sheet.names).forEach(function (k) {
          if (String(sheet.names[k]).indexOf(from) === 0) sheet.names[k] = quoted(n) + '!' + String(sheet.names[k]).slice(from.length);
        });
        if (state.active === sheet.name) state.active = n;
        sheet.name = n;
      },
    });
    return proxy;
  }

  const worksheets = {
    load: function () {},
    getItemOrNullObject: function (name) {
      const s = findSheet(name);
      return s ? worksheetProxy(s) : nullSheet();
    },
    getItem: function (name) {
      const s = findSheet(name);
      if (!s) fail('planilha inexistente: ' + name);
      return worksheetProxy(s);
    },
    add: function (name) {
      if (findSheet(name)) fail('planilha repetida: ' + name);
      const s = newSheet({ name: name, grid: [] });
      sheets.push(s);
      return worksheetProxy(s);
    },
  };
  Object.defineProperty(worksheets, 'items', {
    get: function () {
      return sheets.map(worksheetProxy);
    },
  });

  /** Workbook-scoped names (the LAMBDA names the add-in adds). */
  const names = {
    load: function () {},
    add: function (name, formula, comment) {
      const k = String(name).toUpperCase();
      if (
        state.workbookNames.some(function (n) {
          return n.name.toUpperCase() === k;
        })
      )
        fail('nome repetido na pasta: ' + name);
      const n = { name: name, formula: String(formula), comment: comment || '' };
      state.workbookNames.push(n);
      // The NamedItem: visible (false hides it from the Name Manager's list, as the write lock is).
      return {
        set visible(v) {
          n.visible = v;
        },
      };
    },
    getItemOrNullObject: function (name) {
      const k = String(name).toUpperCase();
      const n = state.workbookNames.find(function (x) {
        return x.name.toUpperCase() === k;
      });
      return n ? nameProxy(n) : { load: function () {}, isNullObject: true };
    },
  };
  function nameProxy(n) {
    return {
      load: function () {},
      isNullObject: false,
      name: n.name,
      formula: n.formula,
      comment: n.comment,
      delete: function () {
        const i = state.workbookNames.indexOf(n);
        if (i < 0) fail('delete: o nome ' + n.name + ' já foi apagado');
        state.workbookNames.splice(i, 1);
      },
    };
  }
  Object.defineProperty(names, 'items', {
    get: function () {
      return state.workbookNames.map(nameProxy);
    },
  });

  const workbook = {
    worksheets: worksheets,
    names: names,
    getActiveCell: function () {
      const ref = state.activeCell || (sheets.length ? { sheet: (findSheet(state.active || '') || sheets[0]).name, cell: 'A1' } : null);
      if (!ref) fail('getActiveCell: nenhuma planilha');
      const s = findSheet(ref.sheet);
      if (!s) fail('getActiveCell: planilha inexistente ' + ref.sheet);
      const a = parseArea(ref.cell);
      const cell = range(s, a.row, a.col, 1, 1);
      cell.worksheet = worksheetProxy(s);
      return cell;
    },
  };

  window.Excel = {
    run: function (batch) {
      const context = {
        workbook: workbook,
        sync: function () {
          state.syncs++;
          return Promise.resolve();
        },
      };
      return Promise.resolve(batch(context));
    },
  };

  window.Office = {
    HostType: { Excel: 'Excel' },
    context: {
      displayLanguage: 'pt-BR',
      officeTheme: window.__officeTheme || undefined,
      requirements: {
        isSetSupported: function () {
          return true;
        },
      },
    },
    onReady: function (callback) {
      const info = { host: 'Excel', platform: 'PC' };
      return new Promise(function (resolve) {
        setTimeout(function () {
          if (callback) callback(info);
          resolve(info);
        }, 0);
      });
    },
  };

  function CustomFunctionError(code, message) {
    const e = new Error(message);
    e.code = code;
    return e;
  }
  window.CustomFunctions = {
    associate: function (id, fn) {
      state.functions[id] = fn;
    },
    Error: CustomFunctionError,
    ErrorCode: { invalidValue: '#VALUE!' },
  };
})();
