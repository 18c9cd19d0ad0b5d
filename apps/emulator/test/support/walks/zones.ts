import type { Walk } from "./walk.js";

/** Every operation of zones and their RRSets, each answered with a spec-valid success response. */
export const walkZones: Walk = async (ok) => {
  const created = await ok("POST", "/zones", {
    name: "walk-zone.com",
    mode: "primary",
    labels: { walk: "yes" },
    rrsets: [{ name: "www", type: "A", records: [{ value: "198.51.100.1", comment: "web" }] }],
  });
  const zone = created.zone;
  await ok("GET", "/zones?mode=primary&sort=name:asc");
  await ok("GET", `/zones/${zone.id}`);
  await ok("PUT", `/zones/${zone.name}`, { labels: { walk: "again" } });
  const zonefile = (await ok("GET", `/zones/${zone.name}/zonefile`)).zonefile;
  await ok("POST", `/zones/${zone.id}/actions/import_zonefile`, { zonefile });
  await ok("POST", `/zones/${zone.id}/actions/change_ttl`, { ttl: 600 });
  await ok("POST", `/zones/${zone.id}/actions/change_protection`, { delete: false });

  const rrsets = `/zones/${zone.name}/rrsets`;
  await ok("GET", `${rrsets}?type=NS&per_page=100`);
  await ok("POST", rrsets, {
    name: "mail",
    type: "MX",
    records: [{ value: "10 mx.example.net." }],
  });
  await ok("GET", `${rrsets}/mail/MX`);
  await ok("PUT", `${rrsets}/mail/MX`, { labels: { role: "mail" } });
  const mx = `${rrsets}/mail/MX/actions`;
  await ok("POST", `${mx}/add_records`, { records: [{ value: "20 mx2.example.net." }] });
  await ok("POST", `${mx}/update_records`, {
    records: [{ value: "20 mx2.example.net.", comment: "backup" }],
  });
  await ok("POST", `${mx}/remove_records`, { records: [{ value: "20 mx2.example.net." }] });
  await ok("POST", `${mx}/set_records`, { records: [{ value: "5 mx.example.net." }] });
  await ok("POST", `${mx}/change_ttl`, { ttl: null });
  await ok("POST", `${mx}/change_protection`, { change: false });
  await ok("DELETE", `${rrsets}/mail/MX`);

  const actions = await ok("GET", `/zones/${zone.id}/actions`);
  const actionId = actions.actions[0].id;
  await ok("GET", "/zones/actions");
  await ok("GET", `/zones/actions/${actionId}`);
  await ok("GET", `/zones/${zone.name}/actions/${actionId}`);

  const secondary = (
    await ok("POST", "/zones", {
      name: "walk-secondary.com",
      mode: "secondary",
      primary_nameservers: [{ address: "198.51.100.53" }],
    })
  ).zone;
  await ok("POST", `/zones/${secondary.id}/actions/change_primary_nameservers`, {
    primary_nameservers: [{ address: "2001:db8::53", port: 53 }],
  });
  await ok("DELETE", `/zones/${secondary.id}`);
  await ok("DELETE", `/zones/${zone.id}`);
};
