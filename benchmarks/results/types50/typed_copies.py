"""Typed copies of readable untyped KGQA sets (types50): each entity's type is the first
(relation, end, type) rule of its set that it matches, as a person typing the set by hand
would name its kinds. Copies go outside the repository's set folders.

    python benchmarks/results/types50/typed_copies.py SET benchmarks/kgqa/SET /tmp/types50/sets/SET
"""

from __future__ import annotations

import csv
import shutil
import sys
from collections import Counter
from pathlib import Path

#: Per set: (label, "h" head / "t" tail, type), first match wins.
R: dict[str, list[tuple[str, str, str]]] = {
    "community-radio": [
        ("airsOn", "h", "show"),
        ("airsOn", "t", "station"),
        ("based_in", "h", "station"),
        ("vol@", "t", "station"),
        ("OB_for", "h", "outside broadcast"),
        ("cnty", "t", "county"),
        ("lives in", "h", "person"),
        ("stationManager", "t", "person"),
        ("presented by", "t", "person"),
        ("prod.", "t", "person"),
        ("hosted by", "t", "person"),
        ("mentored_by", "t", "person"),
        ("site.town", "h", "transmitter"),
        ("tx_site", "t", "transmitter"),
        ("HQ", "h", "funder"),
        ("grant_from", "t", "funder"),
        ("trades_from", "h", "sponsor"),
        ("SPONSOR", "t", "sponsor"),
        ("campus", "h", "college"),
        ("alumnus of", "t", "college"),
        ("LICENSEE", "t", "licence holder"),
        ("on freq", "t", "frequency"),
        ("fmt/genre", "t", "genre"),
        ("simulcasts", "t", "station"),
        ("cnty", "h", "town"),
        ("based_in", "t", "town"),
        ("lives in", "t", "town"),
        ("site.town", "t", "town"),
        ("HQ", "t", "town"),
        ("trades_from", "t", "town"),
        ("campus", "t", "town"),
        ("ob.venue_town", "t", "town"),
    ],
    "courts": [
        ("adj.court", "h", "case"),
        ("presidingJudge", "t", "person"),
        ("JDG_CT", "h", "person"),
        ("argued", "h", "person"),
        ("partnerAt", "h", "person"),
        ("formerly with", "h", "person"),
        ("urn:lex:claimant", "t", "party"),
        ("urn:lex:respondent", "t", "party"),
        ("JDG_CT", "t", "court"),
        ("adj.court", "t", "court"),
        ("SEAT", "h", "court"),
        ("appeals to", "h", "court"),
        ("appeals to", "t", "court"),
        ("partnerAt", "t", "law firm"),
        ("formerly with", "t", "law firm"),
        ("firmHQ", "h", "law firm"),
        ("law.case.statute_cited", "t", "statute"),
        ("lies within", "t", "region"),
        ("SEAT", "t", "city"),
        ("firmHQ", "t", "city"),
        ("domicile", "t", "city"),
        ("lies within", "h", "city"),
        ("domicile", "h", "party"),
    ],
    "football": [
        ("plays_for", "h", "player"),
        ("managedBy", "t", "manager"),
        ("COMPETES_IN", "h", "club"),
        ("plays_for", "t", "club"),
        ("formerClub", "t", "club"),
        ("DERBY_WITH", "h", "club"),
        ("DERBY_WITH", "t", "club"),
        ("COMPETES_IN", "t", "league"),
        ("org.club.home_ground", "t", "stadium"),
        ("kit_sponsor", "t", "company"),
        ("position", "t", "position"),
        ("ctry", "t", "country"),
        ("natl", "t", "country"),
        ("org.league.country", "t", "country"),
        ("ctry", "h", "city"),
        ("birthplace", "t", "city"),
        ("http://example.org/sport#locatedIn", "t", "city"),
        ("birthplace", "h", "person"),
    ],
    "music": [
        ("ALB_ARTIST", "h", "album"),
        ("memberOf", "h", "musician"),
        ("prod", "t", "person"),
        ("orig", "h", "person"),
        ("ALB_ARTIST", "t", "artist"),
        ("formedIn", "h", "artist"),
        ("memberOf", "t", "artist"),
        ("HEADLINED", "h", "artist"),
        ("HEADLINED", "t", "festival"),
        ("takes place in", "h", "festival"),
        ("rec.lbl", "t", "label"),
        ("parentLabel", "h", "label"),
        ("parentLabel", "t", "label"),
        ("cut at", "t", "studio"),
        ("studio.location.city", "h", "studio"),
        ("INSTR", "t", "instrument"),
        ("music.artist.genre", "t", "genre"),
        ("studio.location.city", "t", "city"),
        ("takes place in", "t", "city"),
        ("orig", "t", "city"),
        ("formedIn", "t", "city"),
    ],
    "theatre": [
        ("PROD_OF", "h", "production"),
        ("PROD_OF", "t", "play"),
        ("penned_by", "h", "play"),
        ("character.appears_in", "h", "character"),
        ("ROLE", "t", "character"),
        ("penned_by", "t", "person"),
        ("dirBy", "t", "person"),
        ("castMember", "t", "person"),
        ("ROLE", "h", "person"),
        ("alma", "h", "person"),
        ("alma", "t", "school"),
        ("mounted_by", "t", "company"),
        ("base", "h", "company"),
        ("home stage", "h", "company"),
        ("staged at", "t", "venue"),
        ("home stage", "t", "venue"),
        ("venue.city", "h", "venue"),
        ("fest", "t", "festival"),
        ("hostCity", "h", "festival"),
        ("venue.city", "t", "city"),
        ("base", "t", "city"),
        ("hostCity", "t", "city"),
    ],
    "shipping": [
        ("flg", "h", "vessel"),
        ("OPR_BY", "t", "company"),
        ("ownd", "h", "company"),
        ("ownd", "t", "company"),
        ("seatCity", "h", "company"),
        ("yardOfBuild", "t", "shipyard"),
        ("yard loc", "h", "shipyard"),
        ("master", "t", "person"),
        ("NATIVE_OF", "h", "person"),
        ("maritime.vessel.home_port", "t", "port"),
        ("calls at", "t", "port"),
        ("situated in", "h", "port"),
        ("carries cargo", "t", "cargo"),
        ("transitsVia", "t", "waterway"),
        ("flg", "t", "country"),
        ("NATN", "t", "country"),
        ("NATN", "h", "city"),
        ("situated in", "t", "city"),
        ("yard loc", "t", "city"),
        ("seatCity", "t", "city"),
        ("NATIVE_OF", "t", "city"),
    ],
}
R.update(
    {
        "academia": [
            ("authoredBy", "h", "paper"),
            ("cites", "h", "paper"),
            ("cites", "t", "paper"),
            ("about", "h", "paper"),
            ("about", "t", "topic"),
            ("authoredBy", "t", "person"),
            ("phd advisor", "h", "person"),
            ("phd advisor", "t", "person"),
            ("affiliation", "h", "person"),
            ("affiliation", "t", "university"),
            ("edition_of", "h", "conference"),
            ("published in", "t", "conference"),
            ("edition_of", "t", "conference series"),
            ("won", "t", "award"),
            ("held_in", "t", "city"),
            ("country", "t", "country"),
            ("country", "h", "university"),
        ],
        "publishing": [
            ("AUTH", "h", "book"),
            ("vol of", "t", "series"),
            ("AUTH", "t", "person"),
            ("editedBy", "t", "person"),
            ("xlat", "t", "person"),
            ("represented_by", "h", "person"),
            ("represented_by", "t", "person"),
            ("birth_town", "h", "person"),
            ("pub.imprint", "t", "imprint"),
            ("imprint_of", "h", "imprint"),
            ("imprint_of", "t", "publisher"),
            ("ownerGroup", "h", "publisher"),
            ("ownerGroup", "t", "company"),
            ("hq location", "h", "company"),
            ("launchedAt", "t", "bookshop"),
            ("store.locale", "h", "bookshop"),
            ("PRIZE_WON", "t", "prize"),
            ("CC", "t", "country"),
            ("CC", "h", "city"),
            ("hq location", "t", "city"),
            ("birth_town", "t", "city"),
            ("store.locale", "t", "city"),
        ],
        "rail": [
            ("operatedBy", "h", "line"),
            ("DEPOT", "h", "line"),
            ("stopsAt", "t", "station"),
            ("terminus", "t", "station"),
            ("yr_opened", "h", "station"),
            ("yr_opened", "t", "year"),
            ("operatedBy", "t", "company"),
            ("parent_co", "h", "company"),
            ("parent_co", "t", "company"),
            ("hq_city", "h", "company"),
            ("mfr", "t", "manufacturer"),
            ("org.manufacturer.plant_location", "h", "manufacturer"),
            ("rollingStock", "t", "train"),
            ("mfr", "h", "train"),
            ("DEPOT", "t", "depot"),
            ("LOC_IN", "h", "depot"),
            ("CAPITAL", "h", "region"),
            ("inRegion", "t", "region"),
            ("CAPITAL", "t", "city"),
            ("inRegion", "h", "city"),
            ("hq_city", "t", "city"),
            ("LOC_IN", "t", "city"),
            ("org.manufacturer.plant_location", "t", "city"),
        ],
        "hospitals": [
            ("WORKS_IN", "h", "person"),
            ("CHIEF", "t", "person"),
            ("spec", "h", "person"),
            ("trainedAt", "h", "person"),
            ("dept_of", "h", "department"),
            ("WORKS_IN", "t", "department"),
            ("dept_of", "t", "hospital"),
            ("CHIEF", "h", "hospital"),
            ("member of network", "t", "network"),
            ("affiliatedSchool", "t", "medical school"),
            ("campus", "h", "medical school"),
            ("trainedAt", "t", "medical school"),
            ("mkr", "h", "device"),
            ("uses_device", "t", "device"),
            ("mkr", "t", "company"),
            ("maker.hq", "h", "company"),
            ("dept.focus", "t", "specialty"),
            ("spec", "t", "specialty"),
            ("geo.city.region", "t", "region"),
            ("geo.city.region", "h", "city"),
            ("town", "t", "city"),
            ("campus", "t", "city"),
            ("maker.hq", "t", "city"),
        ],
        "games": [
            ("DEV_BY", "h", "game"),
            ("pub", "h", "game"),
            ("sequelTo", "h", "game"),
            ("sequelTo", "t", "game"),
            ("in_series", "t", "series"),
            ("leadDesigner", "t", "person"),
            ("score composer", "t", "person"),
            ("WORKED_AT", "h", "person"),
            ("grew up in", "h", "person"),
            ("eng", "t", "engine"),
            ("eng.vendor", "h", "engine"),
            ("plat", "t", "platform"),
            ("plat.maker", "h", "platform"),
            ("DEV_BY", "t", "studio"),
            ("WORKED_AT", "t", "studio"),
            ("eng.vendor", "t", "studio"),
            ("studio.owner.parent", "h", "studio"),
            ("pub", "t", "publisher"),
            ("studio.owner.parent", "t", "publisher"),
            ("plat.maker", "t", "company"),
            ("hq_town", "h", "company"),
            ("hq_town", "t", "city"),
            ("grew up in", "t", "city"),
        ],
    }
)


def label_match(rule: str, rel: str) -> bool:
    """A rule's label matches the label itself or an IRI ending in it."""
    return rel == rule or rel.endswith(("#" + rule, "/" + rule))


def read_tsv(path: Path) -> list[list[str]]:
    with path.open(newline="") as f:
        return list(csv.reader(f, delimiter="\t"))[1:]


def main(name: str, src: str, dst: str) -> None:
    source, target = Path(src), Path(dst)
    target.mkdir(parents=True, exist_ok=True)
    for f in ("triples.tsv", "questions.jsonl"):
        shutil.copy(source / f, target / f)
    rows = read_tsv(source / "triples.tsv")
    entities = read_tsv(source / "entities.tsv")
    kinds: dict[str, str] = {}
    for rel, end, kind in R[name]:
        for h, r, t in rows:
            if label_match(rel, r):
                kinds.setdefault(h if end == "h" else t, kind)
    with (target / "entities.tsv").open("w") as f:
        f.write("id\tname\ttypes\n")
        for e in entities:
            f.write(f"{e[0]}\t{e[1]}\t{kinds.get(e[0], 'thing')}\n")
    untyped = sum(e[0] not in kinds for e in entities)
    sys.stdout.write(f"{name}: {dict(Counter(kinds.values()))}, untyped {untyped}\n")


if __name__ == "__main__":
    main(*sys.argv[1:4])
