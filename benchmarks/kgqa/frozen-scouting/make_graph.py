"""Write the frozen-scouting KGQA set (typed): scout groups, their halls, districts, leaders,
scouts, badges, campsites and camps. Run: python benchmarks/kgqa/frozen-scouting/make_graph.py"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import full_names, name_facts, write_questions_by_name, write_set  # noqa: E402

SEED = 6402
Fact = tuple[str, str, str]
F, B = "->", "<-"  # walk a triple head to tail, or tail to head

COUNTIES = ["Ardenshire", "Colwyn Fells", "Marsdale", "South Harrow Vale", "Pellingshire"]
TOWNS = [
    "Abbotsley",
    "Brackenfield",
    "Cheswick",
    "Dalby Moor",
    "Eastry",
    "Fenbridge",
    "Goswell",
    "Hollin",
    "Ivybridge Cross",
    "Kilnsey",
    "Langport Hill",
    "Mapleton",
    "Netherby",
    "Oxcombe",
    "Presthope",
    "Rainford",
    "Sedgley Green",
    "Tarrant",
    "Upwell",
    "Wyndham",
]
DISTRICTS = [
    "Fenbridge and District Scouts",
    "Mapleton Scout District",
    "Tarrant Valley District",
    "Hollin and Kilnsey District",
    "Rainford Scouts District",
    "Eastry Coast District",
]
HALLS = [
    "St Anne's Church Hall",
    "Brackenfield Scout Hut",
    "Cheswick Memorial Hall",
    "Riverside Scout Hut",
    "Goswell Village Hall",
    "The Old School Rooms",
    "Kilnsey Drill Hall",
    "Mapleton Community Centre",
    "Netherby Methodist Hall",
    "Oxcombe Scout HQ",
    "Presthope Parish Rooms",
    "Rainford Sea Scout Base",
    "Sedgley Green Pavilion",
    "Tarrant Guide and Scout Hut",
    "Upwell Youth Centre",
    "Wyndham Scout Hut",
    "Abbotsley Barn",
    "Dalby Moor Chapel Hall",
]
GROUPS = [
    "1st Abbotsley",
    "2nd Abbotsley",
    "1st Brackenfield",
    "1st Cheswick",
    "3rd Cheswick",
    "1st Dalby Moor",
    "1st Eastry Sea Scouts",
    "1st Fenbridge",
    "2nd Fenbridge",
    "1st Goswell",
    "1st Hollin",
    "1st Ivybridge Cross",
    "1st Kilnsey",
    "1st Langport Hill",
    "1st Mapleton",
    "4th Mapleton",
    "1st Netherby",
    "1st Oxcombe",
    "1st Presthope",
    "1st Rainford Sea Scouts",
    "1st Sedgley Green",
    "1st Tarrant",
    "1st Upwell",
    "1st Wyndham",
]
BADGES = [
    "Hikes Away",
    "Nights Away",
    "Camp Cook",
    "Pioneer",
    "Navigator",
    "Astronomer",
    "Chef",
    "First Aid",
    "Fire Safety",
    "Community Impact",
    "World Faiths",
    "International",
    "Kayaker",
    "Climber",
    "Survival Skills",
    "Photographer",
    "Musician",
    "Naturalist",
    "Digital Maker",
    "Lifesaver",
]
CATEGORIES = ["Outdoor", "Adventure", "Skills", "Community", "World"]
CAMPSITES = [
    "Brackenfield Woods Campsite",
    "Hollin Edge Activity Centre",
    "Kilnsey Lakes Campsite",
    "Oakhurst Scout Camp",
    "Pellow Farm Campsite",
    "Tarrant Water Activity Centre",
    "Upwell Forest Campsite",
    "Marsh Lane Scout Camp",
]
COUNCILS = ["Ardenshire Scout Council", "Marsdale Scout Council", "Pellingshire Scouts Trust"]
CENTRES = [
    "Gilwell North Training Centre",
    "Fenbridge Leader Training Base",
    "Netherby Adult Learning Hub",
    "Wyndham Outdoor Training Centre",
]
SPONSORS = [
    "St Anne's Church",
    "Netherby Methodist Church",
    "Mapleton Rotary Club",
    "Cheswick Round Table",
    "Goswell Parish Council",
    "Tarrant Co-op",
    "Upwell Building Supplies",
    "Rainford Rowing Club",
    "Oxcombe Lions Club",
    "Presthope Baptist Church",
]
CAMPS = [
    "Summer Camp 2025",
    "District Cub Camp 2025",
    "Winter Survival Weekend 2025",
    "Jamboree on the Trail 2025",
    "Easter Canoe Camp 2025",
    "Autumn Hike Camp 2025",
    "Beaver Sleepover 2025",
    "Patrol Leaders Camp 2025",
    "Summer Camp 2024",
    "District Cub Camp 2024",
    "Bushcraft Weekend 2025",
    "County Jamboree 2025",
    "Stargazing Camp 2025",
    "Founders Day Camp 2025",
]
FIRST = [
    "Amelia",
    "Barney",
    "Callum",
    "Daisy",
    "Ellis",
    "Freya",
    "George",
    "Hattie",
    "Isaac",
    "Jess",
    "Kit",
    "Lola",
    "Milo",
    "Nell",
    "Ollie",
    "Poppy",
    "Reuben",
    "Sophie",
    "Theo",
    "Willa",
    "Alfie",
    "Bea",
    "Cody",
    "Edie",
    "Finn",
    "Gracie",
]
ADULT_FIRST = [
    "Andrew",
    "Brenda",
    "Colin",
    "Denise",
    "Graham",
    "Heather",
    "Julian",
    "Karen",
    "Malcolm",
    "Nigel",
    "Pamela",
    "Rosemary",
    "Stuart",
    "Tracey",
    "Vernon",
    "Yvonne",
]
LAST = [
    "Ashworth",
    "Blenkinsop",
    "Crabtree",
    "Dunmore",
    "Entwistle",
    "Fairclough",
    "Grimshaw",
    "Holroyd",
    "Illingworth",
    "Kitching",
    "Lockwood",
    "Mottram",
    "Newsome",
    "Ormerod",
    "Pilling",
    "Ramsbottom",
    "Shackleton",
    "Thwaite",
    "Umpleby",
    "Wainwright",
]

#: Each entity's kind by name, for the types column (filled by :func:`build`).
KINDS: dict[str, str] = {}


def build() -> tuple[list[Fact], dict[str, str]]:
    rng = random.Random(SEED)
    KINDS.clear()
    kinds = {
        "county": COUNTIES,
        "town": TOWNS,
        "district": DISTRICTS,
        "hall": HALLS,
        "scout group": GROUPS,
        "badge": BADGES,
        "badge category": CATEGORIES,
        "campsite": CAMPSITES,
        "scout council": COUNCILS,
        "training centre": CENTRES,
        "organisation": SPONSORS,
        "camp": CAMPS,
    }
    for kind, members in kinds.items():
        KINDS.update(dict.fromkeys(members, kind))
    taken = set(KINDS)
    leaders = full_names(rng, ADULT_FIRST, LAST, 40, taken)
    commissioners = full_names(rng, ADULT_FIRST, LAST, 6, taken)
    wardens = full_names(rng, ADULT_FIRST, LAST, 8, taken)
    scouts = full_names(rng, FIRST, LAST, 90, taken)
    KINDS.update(dict.fromkeys(leaders + commissioners + wardens, "adult volunteer"))
    KINDS.update(dict.fromkeys(scouts, "young person"))
    facts: list[Fact] = []
    for i, town in enumerate(TOWNS):
        facts.append((town, "county", COUNTIES[i % len(COUNTIES)]))
    for i, district in enumerate(DISTRICTS):
        facts.append((district, "area", COUNTIES[i % len(COUNTIES)]))
        facts.append((district, "DC", commissioners[i]))
        facts.append((commissioners[i], "lives in", rng.choice(TOWNS)))
    for hall in HALLS:
        facts.append((hall, "in town", rng.choice(TOWNS)))
    for centre in CENTRES:
        facts.append((centre, "in town", rng.choice(TOWNS)))
    for sponsor in SPONSORS:
        facts.append((sponsor, "based in", rng.choice(TOWNS)))
    for council in COUNCILS:
        facts.append((council, "HQ", rng.choice(TOWNS)))
    for i, badge in enumerate(BADGES):
        facts.append((badge, "category", CATEGORIES[i % len(CATEGORIES)]))
    for i, site in enumerate(CAMPSITES):
        facts.append((site, "in town", rng.choice(TOWNS)))
        facts.append((site, "warden", wardens[i]))
        facts.append((site, "owned by", COUNCILS[i % len(COUNCILS)]))
        facts.append((wardens[i], "lives in", rng.choice(TOWNS)))
    staff: dict[str, list[str]] = {g: [] for g in GROUPS}
    for i, leader in enumerate(leaders):
        groups = [GROUPS[i % len(GROUPS)]]
        if rng.random() < 0.25:
            groups.append(rng.choice(GROUPS))
        for group in dict.fromkeys(groups):
            facts.append((leader, "warrant", group))
            staff[group].append(leader)
        facts.append((leader, "lives in", rng.choice(TOWNS)))
        facts.append((leader, "trained at", rng.choice(CENTRES)))
        if i >= 8:
            facts.append((leader, "mentor", rng.choice(leaders[: i - 1])))
    for i, group in enumerate(GROUPS):
        facts.append((group, "meets at", HALLS[i % len(HALLS)]))
        facts.append((group, "district", DISTRICTS[i % len(DISTRICTS)]))
        facts.append((group, "GSL", staff[group][0]))
        facts.append((group, "CO", rng.choice(SPONSORS)))
        if i % 3 == 0:
            facts.append((group, "twinned", GROUPS[(i + 7) % len(GROUPS)]))
    for camp in CAMPS:
        host = rng.choice(GROUPS)
        facts.append((camp, "site", rng.choice(CAMPSITES)))
        facts.append((camp, "host", host))
        facts.append((camp, "camp chief", rng.choice(staff[host])))
        facts.append((camp, "sponsor", rng.choice(SPONSORS)))
    for i, scout in enumerate(scouts):
        facts.append((scout, "member of", GROUPS[i % len(GROUPS)]))
        facts.append((scout, "lives in", rng.choice(TOWNS)))
        for badge in rng.sample(BADGES, rng.choice((1, 2, 2, 3, 3))):
            facts.append((scout, "badge", badge))
        for camp in rng.sample(CAMPS, rng.choice((1, 1, 2))):
            facts.append((scout, "attended", camp))
    return name_facts(facts, rng, range(10000), lambda n: f"sct.{n:04d}")


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    typed = {eid: f"{name}\t{KINDS[name]}" for eid, name in names.items()}
    write_set(folder, triples, typed, header="id\tname\ttypes")


SPECS: list[tuple] = [
    # one hop
    (
        "s1-01",
        "who is the group scout leader of 1st Goswell",
        ["1st Goswell"],
        [("GSL", F)],
        ["Vernon Blenkinsop"],
    ),
    (
        "s1-02",
        "where does 1st oxcombe meet",
        ["1st Oxcombe"],
        [("meets at", F)],
        ["Dalby Moor Chapel Hall"],
    ),
    (
        "s1-03",
        "which district is 2nd Fenbridge in",
        ["2nd Fenbridge"],
        [("district", F)],
        ["Tarrant Valley District"],
    ),
    (
        "s1-04",
        "Who is the district commissioner for Mapleton Scout District?",
        ["Mapleton Scout District"],
        [("DC", F)],
        ["Karen Ramsbottom"],
    ),
    (
        "s1-05",
        "what organisation backs 1st Kilnsey",
        ["1st Kilnsey"],
        [("CO", F)],
        ["Rainford Rowing Club"],
    ),
    (
        "s1-06",
        "which group is 1st Eastry Sea Scouts paired up with",
        ["1st Eastry Sea Scouts"],
        [("twinned", F)],
        ["1st Langport Hill"],
    ),
    (
        "s1-07",
        "where was the Easter Canoe Camp 2025 held",
        ["Easter Canoe Camp 2025"],
        [("site", F)],
        ["Kilnsey Lakes Campsite"],
    ),
    (
        "s1-08",
        "which scout group put on the beaver sleepover 2025",
        ["Beaver Sleepover 2025"],
        [("host", F)],
        ["1st Hollin"],
    ),
    (
        "s1-09",
        "Who was in charge at Summer Camp 2024?",
        ["Summer Camp 2024"],
        [("camp chief", F)],
        ["Graham Illingworth"],
    ),
    (
        "s1-10",
        "who looks after Kilnsey Lakes Campsite",
        ["Kilnsey Lakes Campsite"],
        [("warden", F)],
        ["Karen Wainwright"],
    ),
    (
        "s1-11",
        "what badges has Freya Thwaite got",
        ["Freya Thwaite"],
        [("badge", F)],
        ["Astronomer", "Camp Cook", "First Aid"],
    ),
    (
        "s1-12",
        "which camps did reuben ramsbotom go on",
        ["Reuben Ramsbottom"],
        [("attended", F)],
        ["Founders Day Camp 2025", "Patrol Leaders Camp 2025"],
    ),
    (
        "s1-13",
        "who showed Colin Blenkinsop the ropes as a new leader",
        ["Colin Blenkinsop"],
        [("mentor", F)],
        ["Graham Illingworth"],
    ),
    (
        "s1-14",
        "where did Stuart Fairclough do his leader training",
        ["Stuart Fairclough"],
        [("trained at", F)],
        ["Wyndham Outdoor Training Centre"],
    ),
    (
        "s1-15",
        "Which groups does Rosemary Dunmore volunteer with?",
        ["Rosemary Dunmore"],
        [("warrant", F)],
        ["1st Sedgley Green", "3rd Cheswick"],
    ),
    (
        "s1-16",
        "list the scouts in 1st Kilnsey",
        ["1st Kilnsey"],
        [("member of", B)],
        ["Gracie Newsome", "Milo Ramsbottom", "Ollie Blenkinsop", "Reuben Ramsbottom"],
    ),
    (
        "s1-17",
        "which badges count as outdoor ones",
        ["Outdoor"],
        [("category", B)],
        ["Astronomer", "Hikes Away", "Photographer", "World Faiths"],
    ),
    (
        "s1-18",
        "what campsites does the Marsdale Scout Council own",
        ["Marsdale Scout Council"],
        [("owned by", B)],
        ["Hollin Edge Activity Centre", "Marsh Lane Scout Camp", "Pellow Farm Campsite"],
    ),
    (
        "s1-19",
        "show the camps Upwell Building Supplies paid towards",
        ["Upwell Building Supplies"],
        [("sponsor", B)],
        [
            "Beaver Sleepover 2025",
            "Easter Canoe Camp 2025",
            "Jamboree on the Trail 2025",
            "Patrol Leaders Camp 2025",
            "Winter Survival Weekend 2025",
        ],
    ),
    (
        "s1-20",
        "where are the pellingshire scouts trust's head offices",
        ["Pellingshire Scouts Trust"],
        [("HQ", F)],
        ["Netherby"],
    ),
    # two hops
    (
        "s2-01",
        "which town does 1st Presthope meet in",
        ["1st Presthope"],
        [("meets at", F), ("in town", F)],
        ["Eastry"],
    ),
    (
        "s2-02",
        "who is the commissioner of 1st Netherby's district",
        ["1st Netherby"],
        [("district", F), ("DC", F)],
        ["Heather Umpleby"],
    ),
    (
        "s2-03",
        "Where does the group scout leader of 1st Tarrant live?",
        ["1st Tarrant"],
        [("GSL", F), ("lives in", F)],
        ["Cheswick"],
    ),
    (
        "s2-04",
        "which council owns the campsite where the County Jamboree 2025 was held",
        ["County Jamboree 2025"],
        [("site", F), ("owned by", F)],
        ["Pellingshire Scouts Trust"],
    ),
    (
        "s2-05",
        "who's the warden at the site the stargazing camp 2025 used",
        ["Stargazing Camp 2025"],
        [("site", F), ("warden", F)],
        ["Denise Dunmore"],
    ),
    (
        "s2-06",
        "what badges have the scouts of 1st Kilnsey earned",
        ["1st Kilnsey"],
        [("member of", B), ("badge", F)],
        [
            "Astronomer",
            "Camp Cook",
            "Community Impact",
            "Hikes Away",
            "Lifesaver",
            "Musician",
            "Nights Away",
        ],
    ),
    (
        "s2-07",
        "which groups do the kids who went to Stargazing Camp 2025 belong to",
        ["Stargazing Camp 2025"],
        [("attended", B), ("member of", F)],
        [
            "1st Abbotsley",
            "1st Cheswick",
            "1st Eastry Sea Scouts",
            "1st Mapleton",
            "1st Oxcombe",
            "1st Sedgley Green",
            "1st Wyndham",
            "2nd Abbotsley",
        ],
    ),
    (
        "s2-08",
        "who mentored the leader in charge of the Easter Canoe Camp 2025",
        ["Easter Canoe Camp 2025"],
        [("camp chief", F), ("mentor", F)],
        ["Brenda Mottram"],
    ),
    (
        "s2-09",
        "which county is 1st Wyndham's district in",
        ["1st Wyndham"],
        [("district", F), ("area", F)],
        ["Ardenshire"],
    ),
    (
        "s2-10",
        "where's the organisation that sponsors 1st Dalby Moor based?",
        ["1st Dalby Moor"],
        [("CO", F), ("based in", F)],
        ["Upwell"],
    ),
    (
        "s2-11",
        "which leaders help out at Bea Shackleton's group",
        ["Bea Shackleton"],
        [("member of", F), ("warrant", B)],
        ["Colin Wainwright", "Malcolm Grimshaw", "Stuart Fairclough"],
    ),
    (
        "s2-12",
        "where did the camp chief of Founders Day Camp 2025 train",
        ["Founders Day Camp 2025"],
        [("camp chief", F), ("trained at", F)],
        ["Wyndham Outdoor Training Centre"],
    ),
    (
        "s2-13",
        "Which scout gruops meet in Wyndham?",
        ["Wyndham"],
        [("in town", B), ("meets at", B)],
        [
            "1st Brackenfield",
            "1st Fenbridge",
            "1st Rainford Sea Scouts",
            "1st Sedgley Green",
            "1st Upwell",
            "2nd Abbotsley",
            "2nd Fenbridge",
            "3rd Cheswick",
        ],
    ),
    (
        "s2-14",
        "what kinds of badges does milo mottram have",
        ["Milo Mottram"],
        [("badge", F), ("category", F)],
        ["Community", "Outdoor"],
    ),
    (
        "s2-15",
        "who leads 1st Cheswick's sister group",
        ["1st Cheswick"],
        [("twinned", F), ("GSL", F)],
        ["Pamela Blenkinsop"],
    ),
    (
        "s2-16",
        "which camps did scouts from 1st Upwell go to",
        ["1st Upwell"],
        [("member of", B), ("attended", F)],
        [
            "Bushcraft Weekend 2025",
            "District Cub Camp 2025",
            "Easter Canoe Camp 2025",
            "Founders Day Camp 2025",
        ],
    ),
    (
        "s2-17",
        "who was mentored by the people Heather Entwistle mentored",
        ["Heather Entwistle"],
        [("mentor", B), ("mentor", B)],
        ["Malcolm Fairclough", "Yvonne Grimshaw"],
    ),
    (
        "s2-18",
        "in which town is the campsite the Winter Survival Weekend 2025 happened at",
        ["Winter Survival Weekend 2025"],
        [("site", F), ("in town", F)],
        ["Dalby Moor"],
    ),
    (
        "s2-19",
        "where do the scouts who went on Patrol Leaders Camp 2025 live",
        ["Patrol Leaders Camp 2025"],
        [("attended", B), ("lives in", F)],
        [
            "Abbotsley",
            "Brackenfield",
            "Dalby Moor",
            "Eastry",
            "Goswell",
            "Hollin",
            "Ivybridge Cross",
            "Netherby",
            "Rainford",
            "Sedgley Green",
            "Wyndham",
        ],
    ),
    (
        "s2-20",
        "which groups are in the same district as 1st Goswell?",
        ["1st Goswell"],
        [("district", F), ("district", B)],
        ["1st Cheswick", "1st Goswell", "1st Tarrant", "4th Mapleton"],
    ),
    # three hops
    (
        "s3-01",
        "what county is the hall 1st Hollin meets in",
        ["1st Hollin"],
        [("meets at", F), ("in town", F), ("county", F)],
        ["Ardenshire"],
    ),
    (
        "s3-02",
        "where does the district commissioner over 1st Langport Hill live",
        ["1st Langport Hill"],
        [("district", F), ("DC", F), ("lives in", F)],
        ["Sedgley Green"],
    ),
    (
        "s3-03",
        "Which towns do the scouts in Vernon Wainwright's group come from?",
        ["Vernon Wainwright"],
        [("warrant", F), ("member of", B), ("lives in", F)],
        ["Dalby Moor", "Goswell", "Langport Hill", "Mapleton"],
    ),
    (
        "s3-04",
        "who's the warden of the sites where 1st Abbotsley held its camps",
        ["1st Abbotsley"],
        [("host", B), ("site", F), ("warden", F)],
        ["Denise Dunmore", "Karen Dunmore"],
    ),
    (
        "s3-05",
        "what badges do the kids who went on 4th Mapleton's camps have",
        ["4th Mapleton"],
        [("host", B), ("attended", B), ("badge", F)],
        [
            "Astronomer",
            "Camp Cook",
            "Chef",
            "Climber",
            "Community Impact",
            "Fire Safety",
            "Hikes Away",
            "Lifesaver",
            "Musician",
            "Navigator",
            "Photographer",
            "Pioneer",
            "World Faiths",
        ],
    ),
    (
        "s3-06",
        "where is the head office of the council owning the site of Summer Camp 2025",
        ["Summer Camp 2025"],
        [("site", F), ("owned by", F), ("HQ", F)],
        ["Netherby"],
    ),
    (
        "s3-07",
        "where do the groups of leaders trained at Gilwell North Training Centre meet",
        ["Gilwell North Training Centre"],
        [("trained at", B), ("warrant", F), ("meets at", F)],
        [
            "Abbotsley Barn",
            "Brackenfield Scout Hut",
            "Cheswick Memorial Hall",
            "Goswell Village Hall",
            "Oxcombe Scout HQ",
            "Presthope Parish Rooms",
            "Rainford Sea Scout Base",
            "Riverside Scout Hut",
            "St Anne's Church Hall",
            "Tarrant Guide and Scout Hut",
            "The Old School Rooms",
            "Upwell Youth Centre",
        ],
    ),
    (
        "s3-08",
        "in which towns are the sponsors of tarrant valley district's groups",
        ["Tarrant Valley District"],
        [("district", B), ("CO", F), ("based in", F)],
        ["Oxcombe", "Sedgley Green", "Upwell"],
    ),
    (
        "s3-09",
        "who mentored the GSL of the group that hosted Summer Camp 2024",
        ["Summer Camp 2024"],
        [("host", F), ("GSL", F), ("mentor", F)],
        ["Tracey Shackleton"],
    ),
    (
        "s3-10",
        "which groups ran the camps that scouts with the Astronomer badge went on",
        ["Astronomer"],
        [("badge", B), ("attended", F), ("host", F)],
        [
            "1st Abbotsley",
            "1st Goswell",
            "1st Hollin",
            "1st Netherby",
            "1st Presthope",
            "1st Tarrant",
            "2nd Abbotsley",
            "3rd Cheswick",
            "4th Mapleton",
        ],
    ),
    (
        "s3-11",
        "Who's the commissioner for Sophie Crabtree's district?",
        ["Sophie Crabtree"],
        [("member of", F), ("district", F), ("DC", F)],
        ["Brenda Umpleby"],
    ),
    (
        "s3-12",
        "what county is the district of 1st Tarrant's twin group in",
        ["1st Tarrant"],
        [("twinned", F), ("district", F), ("area", F)],
        ["Pellingshire"],
    ),
    (
        "s3-13",
        "in what towns do the groups pamela blenkinsop is group scout leader of meet",
        ["Pamela Blenkinsop"],
        [("GSL", B), ("meets at", F), ("in town", F)],
        ["Langport Hill", "Wyndham"],
    ),
    (
        "s3-14",
        "which leaders volunter at the groups that sent scouts to Easter Canoe Camp 2025",
        ["Easter Canoe Camp 2025"],
        [("attended", B), ("member of", F), ("warrant", B)],
        [
            "Brenda Mottram",
            "Brenda Shackleton",
            "Denise Kitching",
            "Denise Ramsbottom",
            "Heather Entwistle",
            "Heather Ormerod",
            "Heather Ramsbottom",
            "Julian Holroyd",
            "Karen Holroyd",
            "Nigel Thwaite",
            "Pamela Blenkinsop",
            "Rosemary Dunmore",
            "Rosemary Newsome",
            "Stuart Ramsbottom",
            "Tracey Entwistle",
            "Vernon Pilling",
        ],
    ),
    (
        "s3-15",
        "what badge categories have 1st Oxcombe's scouts covered",
        ["1st Oxcombe"],
        [("member of", B), ("badge", F), ("category", F)],
        ["Adventure", "Community", "Outdoor", "World"],
    ),
    # not found
    ("sn-01", "who is the group scout leader of 5th Bramwell", 1),
    ("sn-02", "where does the Kestrel Explorer Unit meet", 1),
    ("sn-03", "which district is 2nd Hexworth Sea Scouts in and who is its commissioner", 2),
    ("sn-04", "Who is the warden at Foxglove Hollow Campsite?", 1),
    ("sn-05", "what county is the hall where 1st Brindlecombe meets", 3),
    # the graph lacks the relation
    ("sl-01", "how many young people are in 1st Goswell", ["1st Goswell"], 1, "membership count"),
    ("sl-02", "when was 1st Abbotsley founded", ["1st Abbotsley"], 1, "founding year"),
    ("sl-03", "what colour is 1st Tarrant's necker", ["1st Tarrant"], 1, "neckerchief colour"),
    ("sl-04", "how old is Kit Pilling", ["Kit Pilling"], 1, "age"),
    ("sl-05", "how much did Summer Camp 2025 cost per scout", ["Summer Camp 2025"], 1, "camp fee"),
    (
        "sl-06",
        "how many tents can Oakhurst Scout Camp take",
        ["Oakhurst Scout Camp"],
        1,
        "capacity",
    ),
    (
        "sl-07",
        "what's the phone number for Kilnsey Drill Hall",
        ["Kilnsey Drill Hall"],
        1,
        "phone number",
    ),
    ("sl-08", "what dates is the County Jamboree 2025 on", ["County Jamboree 2025"], 1, "dates"),
    (
        "sl-09",
        "who mentored Tracey Wainwright",
        ["Tracey Wainwright"],
        1,
        "none for entity: mentor",
    ),
    (
        "sl-10",
        "which badges does Vernon Blenkinsop hold",
        ["Vernon Blenkinsop"],
        1,
        "none for entity: badge",
    ),
    (
        "sl-11",
        "which group is Karen Dunmore a leader in",
        ["Karen Dunmore"],
        1,
        "none for entity: warrant",
    ),
    (
        "sl-12",
        "which sister group does 1st Oxcombe have",
        ["1st Oxcombe"],
        1,
        "none for entity: twinned",
    ),
    (
        "sl-13",
        "which county is Kilnsey Lakes Campsite in?",
        ["Kilnsey Lakes Campsite"],
        1,
        "none for entity: county",
    ),
    (
        "sl-14",
        "where did Tracey Illingworth do her leader training",
        ["Tracey Illingworth"],
        1,
        "none for entity: trained at",
    ),
    (
        "sl-15",
        "who is the warden of Gilwell North Training Centre",
        ["Gilwell North Training Centre"],
        1,
        "none for entity: warden",
    ),
]

if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    write_questions_by_name(HERE, triples, names, SPECS)
