import { nullable, optional, size, string, type } from 'superstruct';
import { parseLang, type Router } from '../http';
import { queryObject } from '../listing';
import { assertBody } from '../validate';

/** Countries and their regions for the forms' country/region selects (common/getCountries, GET /get-region). */

const CountryBody = type({ lang: optional(nullable(size(string(), 1, 10))) });
const RegionQuery = type({ countryName: size(string(), 1, 120) });

export function registerGeo(router: Router) {
  // The body's lang (POST /country/list sends one) wins over the query's, so a form can ask for another language's names.
  router.post('/country/list', async (ctx) => {
    const { lang } = assertBody(CountryBody, ctx.body);
    return ctx.store.query<{ code: string; name: string }>(
      'SELECT code, name FROM countries WHERE lang = $1 ORDER BY sort, name',
      [lang ? parseLang(lang) : ctx.lang],
    );
  });

  // Regions of a country given by name (in any language) or code; the reader's language row first. Unknown -> [].
  router.get('/get-region', async (ctx) => {
    const { countryName } = assertBody(RegionQuery, queryObject(ctx.query));
    const rows = await ctx.store.query<{ regions: string[] }>(
      `SELECT regions FROM countries WHERE lower(name) = lower($1) OR upper(code) = upper($1)
       ORDER BY (lang = $2) DESC LIMIT 1`,
      [countryName.trim(), ctx.lang],
    );
    return rows[0]?.regions ?? [];
  });
}
