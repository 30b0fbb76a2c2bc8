"""Build the `community-radio` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional region's community radio stations: stations with their town, licence holder,
station manager, transmitter site, frequency, grant funders and the stations they simulcast
with; transmitter sites with their town; shows with the station they air on, their
presenters, genre, producer and sponsors; volunteers with their home town, the stations they
volunteer at and who mentored them; sponsors' and funders' towns; colleges (campus town) that
managers and some presenters studied at; outside broadcasts with their station, town and
hosts; towns with their county. Every person, place, firm and station is invented. The schema,
towns, stations, licence holders, transmitters, funders, sponsors, colleges, genres and shows'
names are written by hand below; a seeded generator (`random.Random(5050)`) draws the people's
names and the filler facts (presenters, producers, sponsors, volunteering, mentoring). The
questions are written by hand at the bottom by name and path; their answers are computed from
the graph by `paths.write_questions_by_name` and checked against the answers written beside
them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/community-radio/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import full_names, with_opaque_ids, write_questions_by_name, write_set  # noqa: E402

COUNTY = "cnty"
BASED = "based_in"
LICENSEE = "LICENSEE"
MGR = "stationManager"
TX = "tx_site"
SITE_TOWN = "site.town"
FREQ = "on freq"
GRANT = "grant_from"
SIMUL = "simulcasts"
AIRS = "airsOn"
PRESENTER = "presented by"
GENRE = "fmt/genre"
PRODUCER = "prod."
SPONSOR = "SPONSOR"
LIVES = "lives in"
VOL = "vol@"
MENTOR = "mentored_by"
SHOP_TOWN = "trades_from"
FUNDER_HQ = "HQ"
CAMPUS = "campus"
ALUM = "alumnus of"
OB_STN = "OB_for"
OB_TOWN = "ob.venue_town"
OB_HOST = "hosted by"

COUNTIES = {
    "Carrowshire": ["Ballyfen", "Carrow Bridge", "Dunlisk", "Moyle End"],
    "West Tarn": ["Tarnmouth", "Greystock Hill", "Elderwick", "Rooksby"],
    "Fallowmere": ["Fallow Cross", "Pennock", "Skelby", "Whinmoor"],
    "Oakhollow": ["Brackenford", "Lowther Quay", "Marram Sands", "Stainby"],
}

# station -> (town, licence holder, transmitter, frequency, funders)
STATIONS = {
    "Ballyfen Community FM": (
        "Ballyfen",
        "Ballyfen Media Trust",
        "Knockan Mast",
        "104.2 FM",
        ["Lottery Arts Fund", "Carrowshire Council Grants"],
    ),
    "Carrow Bridge Radio": (
        "Carrow Bridge",
        "Riverside Voices CIC",
        "Knockan Mast",
        "97.1 FM",
        ["Carrowshire Council Grants"],
    ),
    "Radio Dunlisk": (
        "Dunlisk",
        "Dunlisk Development Association",
        "Slievecarn Transmitter",
        "106.8 FM",
        ["Lottery Arts Fund", "Heritage Airwaves Foundation"],
    ),
    "Tarnmouth Sound": (
        "Tarnmouth",
        "Tarn Estuary Broadcasting Co-op",
        "Harbour Light Mast",
        "101.5 FM",
        ["Coastal Communities Fund"],
    ),
    "Greystock Hill Radio": (
        "Greystock Hill",
        "Riverside Voices CIC",
        "Greystock Water Tower",
        "88.9 FM",
        [],
    ),
    "Elderwick FM": (
        "Elderwick",
        "Elderwick Students' Union",
        "Elderwick Campus Mast",
        "87.7 FM",
        ["Youth Voice Trust"],
    ),
    "Fallow Cross Radio": (
        "Fallow Cross",
        "Fallowmere Rural Network",
        "Pennock Beacon",
        "103.3 FM",
        ["Lottery Arts Fund", "Rural Broadband Partnership"],
    ),
    "Skelby Sound": (
        "Skelby",
        "Fallowmere Rural Network",
        "Pennock Beacon",
        "95.4 FM",
        ["Rural Broadband Partnership"],
    ),
    "Whinmoor Hospital Radio": (
        "Whinmoor",
        "Whinmoor Hospitals League of Friends",
        "Whinmoor Infirmary Roof",
        "1350 AM",
        ["Heritage Airwaves Foundation"],
    ),
    "Brackenford Radio": (
        "Brackenford",
        "Oakhollow Community Media",
        "Brackenford Church Tower",
        "105.6 FM",
        ["Youth Voice Trust", "Coastal Communities Fund"],
    ),
    "Quay FM": (
        "Lowther Quay",
        "Oakhollow Community Media",
        "Harbour Light Mast",
        "99.2 FM",
        ["Coastal Communities Fund"],
    ),
    "Marram Sands Radio": ("Marram Sands", "Dunes Arts Trust", "Marram Dune Mast", "92.6 FM", []),
}
SIMULCASTS = [
    ("Carrow Bridge Radio", "Ballyfen Community FM"),
    ("Skelby Sound", "Fallow Cross Radio"),
    ("Quay FM", "Brackenford Radio"),
    ("Marram Sands Radio", "Tarnmouth Sound"),
]
TRANSMITTERS = {
    "Knockan Mast": "Moyle End",
    "Slievecarn Transmitter": "Dunlisk",
    "Harbour Light Mast": "Tarnmouth",
    "Greystock Water Tower": "Greystock Hill",
    "Elderwick Campus Mast": "Elderwick",
    "Pennock Beacon": "Pennock",
    "Whinmoor Infirmary Roof": "Whinmoor",
    "Brackenford Church Tower": "Brackenford",
    "Marram Dune Mast": "Stainby",
}
FUNDERS = {
    "Lottery Arts Fund": "Tarnmouth",
    "Carrowshire Council Grants": "Carrow Bridge",
    "Heritage Airwaves Foundation": "Fallow Cross",
    "Coastal Communities Fund": "Lowther Quay",
    "Youth Voice Trust": "Elderwick",
    "Rural Broadband Partnership": "Skelby",
}
SPONSORS = {
    "Murphy's Hardware": "Ballyfen",
    "Tarn Valley Creamery": "Rooksby",
    "Harbour Fish Bar": "Tarnmouth",
    "Pennock Motors": "Pennock",
    "Greenway Garden Centre": "Greystock Hill",
    "Quayside Pharmacy": "Lowther Quay",
    "Skelby Credit Union": "Skelby",
    "Old Forge Bakery": "Dunlisk",
    "Brackenford Building Supplies": "Brackenford",
    "Sandpiper Holiday Park": "Marram Sands",
    "Whinmoor Taxis": "Whinmoor",
    "Elderwick Bookshop": "Elderwick",
}
COLLEGES = {
    "Tarnmouth School of Media": "Tarnmouth",
    "Elderwick University": "Elderwick",
    "Fallowmere College": "Fallow Cross",
    "Brackenford Institute": "Brackenford",
    "Carrow Bridge Tech": "Carrow Bridge",
}
GENRES = [
    "country",
    "folk",
    "trad session",
    "jazz",
    "soul",
    "reggae",
    "indie",
    "hip hop",
    "talk",
    "local news",
    "sport",
    "gospel",
    "dance",
    "classical",
    "rock",
]
SHOW_NAMES = [
    "Breakfast with the Bridge",
    "The Sunday Ceili",
    "Late Lounge",
    "Soul Kitchen",
    "Morning Tide",
    "The Porch Swing",
    "Quay Talk",
    "Rock Pool",
    "Hymns at Home",
    "The Match Report",
    "Dub Station",
    "Night Shift",
    "Saturday Social",
    "The Folk Parlour",
    "Bass Camp",
    "Reeling In",
    "Gospel Hour",
    "Farmers' Half Hour",
    "The Jazz Cellar",
    "Pennock Drive Time",
    "The Bedside Request Show",
    "Ward Round Rewind",
    "Campus Underground",
    "Freshers' Frequency",
    "The Dune Sessions",
    "Shoreline",
    "Townland Tales",
    "The Big Kickabout",
    "Classic Evenings",
    "Hard Shoulder",
    "The Wireless Years",
    "Cuppa and Chat",
    "Vinyl Attic",
    "Beats for Breakfast",
    "The Ballad Box",
    "Rural Roundup",
    "Brass and Strings",
    "Word on the Quay",
    "Friday Floorfillers",
    "Honky Tonk Hour",
    "Pier Pressure",
    "Gig Guide",
    "The Grapevine",
    "Skelby Speaks",
    "Harbour Lights",
    "Heritage Hour",
    "Sound of the Dunes",
    "Tuesday Blues",
    "Mixtape Monday",
    "Lowther Live",
]
OBS = {
    "Ballyfen Agricultural Show": ("Ballyfen Community FM", "Moyle End"),
    "Tarnmouth Regatta": ("Tarnmouth Sound", "Tarnmouth"),
    "Dunlisk Fleadh": ("Radio Dunlisk", "Dunlisk"),
    "Pennock Steam Rally": ("Fallow Cross Radio", "Pennock"),
    "Elderwick Freshers Fair": ("Elderwick FM", "Elderwick"),
    "Brackenford Christmas Lights": ("Brackenford Radio", "Brackenford"),
    "Lowther Quay Seafood Festival": ("Quay FM", "Lowther Quay"),
    "Marram Kite Festival": ("Marram Sands Radio", "Marram Sands"),
    "Rooksby Village Fete": ("Greystock Hill Radio", "Rooksby"),
    "Skelby Harvest Fair": ("Skelby Sound", "Skelby"),
}
FIRST = [
    "Siobhan",
    "Declan",
    "Maura",
    "Padraig",
    "Tilly",
    "Rowan",
    "Keisha",
    "Ewan",
    "Dolores",
    "Fergal",
    "Nadia",
    "Hamish",
    "Bronagh",
    "Kofi",
    "Sunita",
    "Ambrose",
    "Lorna",
    "Cathal",
    "Imelda",
    "Jude",
    "Wren",
    "Osian",
    "Gwen",
    "Tariq",
    "Ruby",
    "Eamon",
    "Colette",
    "Dara",
]
LAST = [
    "McGarrigle",
    "Ferris",
    "Okafor",
    "Delaney",
    "Brennock",
    "Whitlow",
    "Cassidy",
    "Ruane",
    "Ahluwalia",
    "Tennant",
    "Corrigan",
    "Haworth",
    "Lenihan",
    "Marsh",
    "Quilty",
    "Sheehy",
    "Vance",
    "Mulgrew",
    "Threlfall",
    "Ibekwe",
    "Dunleavy",
    "Partridge",
    "Kilbride",
]


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(5050)
    facts: list[tuple[str, str, str]] = []
    for county, towns in COUNTIES.items():
        facts += [(t, COUNTY, county) for t in towns]
    towns = [t for ts in COUNTIES.values() for t in ts]
    for tx, town in TRANSMITTERS.items():
        facts.append((tx, SITE_TOWN, town))
    for f, town in FUNDERS.items():
        facts.append((f, FUNDER_HQ, town))
    for s, town in SPONSORS.items():
        facts.append((s, SHOP_TOWN, town))
    for c, town in COLLEGES.items():
        facts.append((c, CAMPUS, town))
    people = full_names(rng, FIRST, LAST, 125, set())
    stations = list(STATIONS)
    managers = people[:12]
    for (st, (town, lic, tx, freq, funders)), mgr in zip(STATIONS.items(), managers, strict=True):
        facts += [(st, BASED, town), (st, LICENSEE, lic), (st, TX, tx), (st, FREQ, freq)]
        facts += [(st, GRANT, f) for f in funders]
        facts.append((st, MGR, mgr))
        facts.append((mgr, ALUM, rng.choice(sorted(COLLEGES))))
    facts += [(a, SIMUL, b) for a, b in SIMULCASTS]
    home: dict[str, list[str]] = {st: [] for st in stations}
    for st, mgr in zip(stations, managers, strict=True):
        home[st].append(mgr)
    for p in people[12:]:
        st = rng.choice(stations)
        home[st].append(p)
        facts.append((p, VOL, st))
        if rng.random() < 0.3:
            facts.append((p, VOL, rng.choice([s for s in stations if s != st])))
    for p in people:
        facts.append((p, LIVES, rng.choice(towns)))
    for i, p in enumerate(people[12:], start=12):
        if rng.random() < 0.75:
            facts.append((p, MENTOR, rng.choice(people[: max(12, i // 2)])))
        if rng.random() < 0.25:
            facts.append((p, ALUM, rng.choice(sorted(COLLEGES))))
    for i, show in enumerate(SHOW_NAMES):
        st = stations[i % len(stations)]
        facts.append((show, AIRS, st))
        crew = home[st]
        for p in rng.sample(crew, min(len(crew), rng.choice([1, 1, 2, 2, 3]))):
            facts.append((show, PRESENTER, p))
        facts.append((show, GENRE, rng.choice(GENRES)))
        if rng.random() < 0.8:
            facts.append((show, PRODUCER, rng.choice(crew)))
        for s in rng.sample(sorted(SPONSORS), rng.choice([0, 0, 1, 1, 2])):
            facts.append((show, SPONSOR, s))
    for ob, (st, town) in OBS.items():
        facts += [(ob, OB_STN, st), (ob, OB_TOWN, town)]
        for p in rng.sample(home[st], min(2, len(home[st]))):
            facts.append((ob, OB_HOST, p))
    return facts


QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    (
        "cr-1-01",
        "who presents Soul Kitchen",
        ["Soul Kitchen"],
        [(PRESENTER, "->")],
        ["Ewan Ibekwe"],
    ),
    (
        "cr-1-02",
        "what frequency is Radio Dunlisk on?",
        ["Radio Dunlisk"],
        [(FREQ, "->")],
        ["106.8 FM"],
    ),
    (
        "cr-1-03",
        "Carrow Bridge Radio's station boss",
        ["Carrow Bridge Radio"],
        [(MGR, "->")],
        ["Padraig Lenihan"],
    ),
    (
        "cr-1-04",
        "which station can I hear Hymns at Home on",
        ["Hymns at Home"],
        [(AIRS, "->")],
        ["Whinmoor Hospital Radio"],
    ),
    ("cr-1-05", "where's the pennock beacon", ["Pennock Beacon"], [(SITE_TOWN, "->")], ["Pennock"]),
    (
        "cr-1-06",
        "who holds the broadcasting licence for quay fm",
        ["Quay FM"],
        [(LICENSEE, "->")],
        ["Oakhollow Community Media"],
    ),
    (
        "cr-1-07",
        "programmes Harbour Fish Bar puts money into",
        ["Harbour Fish Bar"],
        [(SPONSOR, "<-")],
        ["Classic Evenings", "Cuppa and Chat", "Skelby Speaks", "Townland Tales"],
    ),
    (
        "cr-1-08",
        "what sort of music is The Jazz Cellar",
        ["The Jazz Cellar"],
        [(GENRE, "->")],
        ["indie"],
    ),
    (
        "cr-1-09",
        "Which stations have had funding from the Lottery Arts Fund?",
        ["Lottery Arts Fund"],
        [(GRANT, "<-")],
        ["Ballyfen Community FM", "Fallow Cross Radio", "Radio Dunlisk"],
    ),
    (
        "cr-1-10",
        "who puts together Bass Camp behind the desk",
        ["Bass Camp"],
        [(PRODUCER, "->")],
        ["Osian Corrigan"],
    ),
    ("cr-1-11", "Kofi Kilbride's home town", ["Kofi Kilbride"], [(LIVES, "->")], ["Carrow Bridge"]),
    (
        "cr-1-12",
        "which stations does Ewan Marsh help out at",
        ["Ewan Marsh"],
        [(VOL, "->")],
        ["Ballyfen Community FM", "Brackenford Radio"],
    ),
    (
        "cr-1-13",
        "who took Siobhan Tennant under their wing when she started",
        ["Siobhan Tennant"],
        [(MENTOR, "->")],
        ["Sunita Cassidy"],
    ),
    (
        "cr-1-14",
        "which mast does Tarnmouth Sound go out from",
        ["Tarnmouth Sound"],
        [(TX, "->")],
        ["Harbour Light Mast"],
    ),
    (
        "cr-1-15",
        "who's fronting the coverage of the Dunlisk Fleadh",
        ["Dunlisk Fleadh"],
        [(OB_HOST, "->")],
        ["Dara Threlfall", "Keisha Brennock"],
    ),
    (
        "cr-1-16",
        "towns in Fallowmere",
        ["Fallowmere"],
        [(COUNTY, "<-")],
        ["Fallow Cross", "Pennock", "Skelby", "Whinmoor"],
    ),
    (
        "cr-1-17",
        "where did Dara Threlfall train",
        ["Dara Threlfall"],
        [(ALUM, "->")],
        ["Elderwick University"],
    ),
    (
        "cr-1-18",
        "list the stations Riverside Voices CIC is licensed for",
        ["Riverside Voices CIC"],
        [(LICENSEE, "<-")],
        ["Carrow Bridge Radio", "Greystock Hill Radio"],
    ),
    (
        "cr-1-19",
        "whose output does Skelby Sound carry",
        ["Skelby Sound"],
        [(SIMUL, "->")],
        ["Fallow Cross Radio"],
    ),
    (
        "cr-1-20",
        "any reggae programmes going?",
        ["reggae"],
        [(GENRE, "<-")],
        ["Bass Camp", "Rural Roundup", "Shoreline", "The Bedside Request Show"],
    ),
    # two hops
    (
        "cr-2-01",
        "what county is Ballyfen Community FM in",
        ["Ballyfen Community FM"],
        [(BASED, "->"), (COUNTY, "->")],
        ["Carrowshire"],
    ),
    (
        "cr-2-02",
        "who are the presenters on Whinmoor Hospital Radio",
        ["Whinmoor Hospital Radio"],
        [(AIRS, "<-"), (PRESENTER, "->")],
        [
            "Fergal Okafor",
            "Keisha Corrigan",
            "Osian Vance",
            "Ruby Haworth",
            "Ruby Lenihan",
            "Wren Ahluwalia",
        ],
    ),
    (
        "cr-2-03",
        "where do the Gospel Hour presenters live",
        ["Gospel Hour"],
        [(PRESENTER, "->"), (LIVES, "->")],
        ["Brackenford", "Moyle End"],
    ),
    (
        "cr-2-04",
        "kinds of music you get on skelby sound",
        ["Skelby Sound"],
        [(AIRS, "<-"), (GENRE, "->")],
        ["dance", "folk", "gospel"],
    ),
    (
        "cr-2-05",
        "which town is Quay FM's transmitter in",
        ["Quay FM"],
        [(TX, "->"), (SITE_TOWN, "->")],
        ["Tarnmouth"],
    ),
    (
        "cr-2-06",
        "Which college did the manager of Marram Sands Radio go to?",
        ["Marram Sands Radio"],
        [(MGR, "->"), (ALUM, "->")],
        ["Brackenford Institute"],
    ),
    (
        "cr-2-07",
        "local businesses backing the shows Ewan Ibekwe hosts",
        ["Ewan Ibekwe"],
        [(PRESENTER, "<-"), (SPONSOR, "->")],
        ["Murphy's Hardware", "Quayside Pharmacy"],
    ),
    (
        "cr-2-08",
        "where are Vinyl Attic's sponsors based",
        ["Vinyl Attic"],
        [(SPONSOR, "->"), (SHOP_TOWN, "->")],
        ["Dunlisk", "Lowther Quay"],
    ),
    (
        "cr-2-09",
        "stations funded by a grant body headquartered in Lowther Quay",
        ["Lowther Quay"],
        [(FUNDER_HQ, "<-"), (GRANT, "<-")],
        ["Brackenford Radio", "Quay FM", "Tarnmouth Sound"],
    ),
    (
        "cr-2-10",
        "who mentored the producer of The Grapevine",
        ["The Grapevine"],
        [(PRODUCER, "->"), (MENTOR, "->")],
        ["Dara Threlfall"],
    ),
    (
        "cr-2-11",
        "stations sharing a mast with Carrow Bridge Radio",
        ["Carrow Bridge Radio"],
        [(TX, "->"), (TX, "<-")],
        ["Ballyfen Community FM", "Carrow Bridge Radio"],
    ),
    (
        "cr-2-12",
        "all the stations licensed to the same outfit as Skelby Sound",
        ["Skelby Sound"],
        [(LICENSEE, "->"), (LICENSEE, "<-")],
        ["Fallow Cross Radio", "Skelby Sound"],
    ),
    (
        "cr-2-13",
        "shows on the station dara tennant volunteers at",
        ["Dara Tennant"],
        [(VOL, "->"), (AIRS, "<-")],
        ["Campus Underground", "Dub Station", "Sound of the Dunes", "The Ballad Box"],
    ),
    (
        "cr-2-14",
        "frequencies of the Tarnmouth stations",
        ["Tarnmouth"],
        [(BASED, "<-"), (FREQ, "->")],
        ["101.5 FM"],
    ),
    (
        "cr-2-15",
        "home towns of the volunteers Hamish Haworth has mentored",
        ["Hamish Haworth"],
        [(MENTOR, "<-"), (LIVES, "->")],
        ["Carrow Bridge", "Elderwick", "Moyle End"],
    ),
    (
        "cr-2-16",
        "which stations do the hosts of the Pennock Steam Rally broadcast volunteer with",
        ["Pennock Steam Rally"],
        [(OB_HOST, "->"), (VOL, "->")],
        ["Fallow Cross Radio", "Radio Dunlisk"],
    ),
    (
        "cr-2-17",
        "which station did the outside broadcast from Rooksby",
        ["Rooksby"],
        [(OB_TOWN, "<-"), (OB_STN, "->")],
        ["Greystock Hill Radio"],
    ),
    (
        "cr-2-18",
        "shows presented by Carrow Bridge Tech graduates",
        ["Carrow Bridge Tech"],
        [(ALUM, "<-"), (PRESENTER, "<-")],
        ["Classic Evenings", "Skelby Speaks"],
    ),
    (
        "cr-2-19",
        "who produces the country shows",
        ["country"],
        [(GENRE, "<-"), (PRODUCER, "->")],
        ["Cathal Ahluwalia", "Gwen Whitlow", "Tilly Quilty"],
    ),
    (
        "cr-2-20",
        "where are Brackenford Radio's funders based",
        ["Brackenford Radio"],
        [(GRANT, "->"), (FUNDER_HQ, "->")],
        ["Elderwick", "Lowther Quay"],
    ),
    # three hops
    (
        "cr-3-01",
        "what county is the station that airs Night Shift in",
        ["Night Shift"],
        [(AIRS, "->"), (BASED, "->"), (COUNTY, "->")],
        ["Oakhollow"],
    ),
    (
        "cr-3-02",
        "where do the managers of the stations Fergal Partridge volunteers at live",
        ["Fergal Partridge"],
        [(VOL, "->"), (MGR, "->"), (LIVES, "->")],
        ["Rooksby"],
    ),
    (
        "cr-3-03",
        "sponsors of programmes on the stations Oakhollow Community Media holds the licence for",
        ["Oakhollow Community Media"],
        [(LICENSEE, "<-"), (AIRS, "<-"), (SPONSOR, "->")],
        [
            "Elderwick Bookshop",
            "Greenway Garden Centre",
            "Sandpiper Holiday Park",
            "Tarn Valley Creamery",
        ],
    ),
    (
        "cr-3-04",
        "towns where the masts of stations the Youth Voice Trust funds stand",
        ["Youth Voice Trust"],
        [(GRANT, "<-"), (TX, "->"), (SITE_TOWN, "->")],
        ["Brackenford", "Elderwick"],
    ),
    (
        "cr-3-05",
        "what genres are the shows presented by Cathal Vance's mentor",
        ["Cathal Vance"],
        [(MENTOR, "->"), (PRESENTER, "<-"), (GENRE, "->")],
        ["folk"],
    ),
    (
        "cr-3-06",
        "colleges the Elderwick FM presenters went to",
        ["Elderwick FM"],
        [(AIRS, "<-"), (PRESENTER, "->"), (ALUM, "->")],
        ["Fallowmere College"],
    ),
    (
        "cr-3-07",
        "which county are the businesses sponsoring The Dune Sessions in",
        ["The Dune Sessions"],
        [(SPONSOR, "->"), (SHOP_TOWN, "->"), (COUNTY, "->")],
        ["Fallowmere", "Oakhollow"],
    ),
    (
        "cr-3-08",
        "what genres play on the station Marram Sands Radio relays",
        ["Marram Sands Radio"],
        [(SIMUL, "->"), (AIRS, "<-"), (GENRE, "->")],
        ["country", "rock", "talk"],
    ),
    (
        "cr-3-09",
        "transmitters used by stations whose managers studied at Brackenford Institute",
        ["Brackenford Institute"],
        [(ALUM, "<-"), (MGR, "<-"), (TX, "->")],
        [
            "Brackenford Church Tower",
            "Greystock Water Tower",
            "Knockan Mast",
            "Marram Dune Mast",
            "Pennock Beacon",
        ],
    ),
    (
        "cr-3-10",
        "Which stations are based in the same county as Pennock?",
        ["Pennock"],
        [(COUNTY, "->"), (COUNTY, "<-"), (BASED, "<-")],
        ["Fallow Cross Radio", "Skelby Sound", "Whinmoor Hospital Radio"],
    ),
    (
        "cr-3-11",
        "where do the producers of shows sponsored by Pennock Motors live",
        ["Pennock Motors"],
        [(SPONSOR, "<-"), (PRODUCER, "->"), (LIVES, "->")],
        ["Brackenford", "Carrow Bridge", "Rooksby", "Stainby"],
    ),
    (
        "cr-3-12",
        "where did the boss of the station that did the Skelby Harvest Fair OB study",
        ["Skelby Harvest Fair"],
        [(OB_STN, "->"), (MGR, "->"), (ALUM, "->")],
        ["Fallowmere College"],
    ),
    (
        "cr-3-13",
        "which grant funders back the station Hamish Tennant presents on",
        ["Hamish Tennant"],
        [(PRESENTER, "<-"), (AIRS, "->"), (GRANT, "->")],
        ["Carrowshire Council Grants"],
    ),
    (
        "cr-3-14",
        "stations volunteered at by people the Cuppa and Chat presenters mentored",
        ["Cuppa and Chat"],
        [(PRESENTER, "->"), (MENTOR, "<-"), (VOL, "->")],
        [
            "Ballyfen Community FM",
            "Fallow Cross Radio",
            "Marram Sands Radio",
            "Radio Dunlisk",
            "Whinmoor Hospital Radio",
        ],
    ),
    (
        "cr-3-15",
        "frequencies of the stations broadcasting from masts in tarnmouth",
        ["Tarnmouth"],
        [(SITE_TOWN, "<-"), (TX, "<-"), (FREQ, "->")],
        ["101.5 FM", "99.2 FM"],
    ),
    # not in the graph
    ("cr-n-01", "who does the breakfast show on Radio Kilcoole", 1),
    ("cr-n-02", "what frequency is Seaview Hospital Radio on", 1),
    ("cr-n-03", "where does Marguerite Osei live", 1),
    ("cr-n-04", "which station plays The Midnight Requests", 1),
    ("cr-n-05", "who manages the station that Crannagh Motors sponsors shows on", 3),
    # relations the graph lacks
    ("cr-l-01", "how old is Padraig Lenihan", ["Padraig Lenihan"], 1, "age"),
    ("cr-l-02", "when did Quay FM first go on air", ["Quay FM"], 1, "launch date"),
    ("cr-l-03", "what time is Soul Kitchen on", ["Soul Kitchen"], 1, "broadcast time"),
    ("cr-l-04", "how tall is Knockan Mast", ["Knockan Mast"], 1, "height"),
    (
        "cr-l-05",
        "phone number for the Tarnmouth Sound studio",
        ["Tarnmouth Sound"],
        1,
        "phone number",
    ),
    (
        "cr-l-06",
        "how much did the Lottery Arts Fund give Radio Dunlisk",
        ["Lottery Arts Fund", "Radio Dunlisk"],
        1,
        "grant amount",
    ),
    (
        "cr-l-07",
        "what's Elderwick FM's transmitter power",
        ["Elderwick FM"],
        1,
        "transmitter power",
    ),
    (
        "cr-l-08",
        "how many listeners does Brackenford Radio get",
        ["Brackenford Radio"],
        1,
        "audience figures",
    ),
    ("cr-l-09", "who owns Murphy's Hardware", ["Murphy's Hardware"], 1, "owner"),
    ("cr-l-10", "population of Skelby", ["Skelby"], 1, "population"),
    ("cr-l-11", "who sponsors Night Shift", ["Night Shift"], 1, "none for entity: SPONSOR"),
    ("cr-l-12", "who produces The Ballad Box", ["The Ballad Box"], 1, "none for entity: prod."),
    (
        "cr-l-13",
        "who mentored Keisha Corrigan",
        ["Keisha Corrigan"],
        1,
        "none for entity: mentored_by",
    ),
    (
        "cr-l-14",
        "which station's programmes does Greystock Hill Radio relay",
        ["Greystock Hill Radio"],
        1,
        "none for entity: simulcasts",
    ),
    (
        "cr-l-15",
        "which funders give grants to Marram Sands Radio",
        ["Marram Sands Radio"],
        1,
        "none for entity: grant_from",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(5051), range(10000), "cr={:04d}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
