// The pane's theme (src/taskpane/tema.ts): Office's background decides between Fluent's light and dark
// themes. Fluent's two theme objects stand in for the library, whose loading would be most of this
// suite's time in Node: what is pinned is the choice.
import { luminance, themeForBackground } from '../../src/taskpane/tema';

jest.mock('@fluentui/react-components', () => ({ webDarkTheme: { tema: 'escuro' }, webLightTheme: { tema: 'claro' } }));
const { webDarkTheme, webLightTheme } = jest.requireMock<Record<string, unknown>>('@fluentui/react-components');

test('tema: fundo escuro do Office → tema escuro do Fluent; claro, ou cor desconhecida → claro', () => {
  expect(themeForBackground('#262626')).toBe(webDarkTheme);
  expect(themeForBackground('#000')).toBe(webDarkTheme);
  expect(themeForBackground('#ffffff')).toBe(webLightTheme);
  expect(themeForBackground('#e6e6e6')).toBe(webLightTheme);
  expect(themeForBackground(undefined)).toBe(webLightTheme);
  expect(themeForBackground('azul')).toBe(webLightTheme);
  expect(luminance('#ffffff')).toBeCloseTo(1, 5);
  expect(luminance('#000000')).toBe(0);
  expect(luminance('#fff')).toBeCloseTo(1, 5);
  expect(luminance('azul')).toBeNull();
});
