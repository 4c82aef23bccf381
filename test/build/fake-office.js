// A fake Office.js for the browser test of the built add-in (test/build/webpack.test.ts): just what
// the task pane and the custom functions use (Office.onReady, Excel.run over an in-memory workbook,
// CustomFunctions.associate). It runs in the page before the add-in's scripts; the test reads
// window.__fakeOffice to see what the add-in did. Plain browser JavaScript, no imports.
(function () {
  'use strict';
  /** @type {{ name: string, grid: unknown[][], formats: Record<string, string>, bold: number[], widths: Record<number, number>, frozenRows: number }[]} */
  const sheets = (window.__initialSheets || []).map(function (s) {
    return { name: s.name, grid: s.grid.map(function (r) { return r.slice(); }), formats: {}, bold: [], widths: {}, frozenRows: 0, visibility: s.visibility || 'Visible', names: {} };
  });
  const state = { sheets: sheets, functions: {}, active: null, syncs: 0, errors: [] };
  window.__fakeOffice = state;

  function fail(message) {
    state.errors.push(message);
    throw new Error(message);
  }

  function usedRange(sheet) {
    let top = -1, bottom = -1, left = Infinity, right = -1;
    sheet.grid.forEach(function (row, r) {
      row.forEach(function (v, c) {
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
    };
  }

  function range(sheet, row, col, rows, cols) {
    const font = {};
    const format = {};
    Object.defineProperty(font, 'bold', {
      set: function (b) {
        if (b) for (let r = 0; r < rows; r++) sheet.bold.push(row + r);
      },
    });
    Object.defineProperty(format, 'font', { value: font });
    Object.defineProperty(format, 'columnWidth', {
      set: function (w) {
        sheet.widths[col] = w;
      },
    });
    const out = { load: function () {}, format: format, address: "'" + sheet.name + "'!$A$1" };
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
        formats.forEach(function (line, r) {
          line.forEach(function (f, c) {
            sheet.formats[row + r + ',' + (col + c)] = f;
          });
        });
      },
    });
    return out;
  }

  function worksheetProxy(sheet) {
    return {
      name: sheet.name,
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
        if (address !== 'A1') fail('getRange: só A1 é usado');
        return range(sheet, 0, 0, 1, 1);
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
      activate: function () {
        state.active = sheet.name;
      },
    };
  }

  const worksheets = {
    load: function () {},
    add: function (name) {
      if (sheets.some(function (s) { return s.name.toLowerCase() === name.toLowerCase(); })) fail('planilha repetida: ' + name);
      const s = { name: name, grid: [], formats: {}, bold: [], widths: {}, frozenRows: 0, visibility: 'Visible', names: {} };
      sheets.push(s);
      return worksheetProxy(s);
    },
  };
  Object.defineProperty(worksheets, 'items', {
    get: function () {
      return sheets.map(worksheetProxy);
    },
  });

  window.Excel = {
    run: function (batch) {
      const context = {
        workbook: { worksheets: worksheets },
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
