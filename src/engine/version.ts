/** Version of the engine, printed in every "Memória de cálculo". Keep in step with package.json. */
export const ENGINE_VERSION = '1.0.0';
