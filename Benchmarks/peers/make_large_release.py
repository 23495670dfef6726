#!/usr/bin/env python3
"""Builds one large, realistic release lookup in both formats from real recorded responses.

A 20-medium box set with 400 tracks. Each track is the recorded track of
ws2/{json,xml}/release/lookup_2b6c3d35_inc-artist-credits_recordings_artist-rels_work-rels_...
(a track artist credit, a recording with its own artist credit, an artist relationship and a
work relationship whose work has relationships of its own), given fresh MBIDs, titles,
positions and lengths, and an ISRC. The release shell (labels, events, barcode, text
representation, cover-art flags) comes from the recorded lookup of aff4a693 with labels.

usage: make_large_release.py FIXTURES_DIR OUT_DIR  -> OUT_DIR/large-release.{json,xml}
"""
import copy
import json
import os
import sys
import uuid
import xml.etree.ElementTree as ET

MMD = "http://musicbrainz.org/ns/mmd-2.0#"
TEMPLATE = "release/lookup_2b6c3d35_inc-artist-credits_recordings_artist-rels_work-rels_release-groups_recordi.mbs"
SHELL_JSON = "ws2/json/release/lookup_aff4a693_inc-labels_recordings.mbs.json"
SHELL_XML = "ws2/xml/release/lookup_aff4a693_inc-labels_recordings_tags.mbs.xml"
MEDIA, TRACKS = 20, 20


def ids(seed):
    """Deterministic MBIDs so both formats and every run agree."""
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "swift-musicbrainz-bench/" + seed))


def plan():
    for m in range(MEDIA):
        for t in range(TRACKS):
            n = m * TRACKS + t
            yield m, t, {
                "track": ids("track/%d" % n),
                "recording": ids("recording/%d" % n),
                "work": ids("work/%d" % n),
                "title": "Box Set Piece %d.%d" % (m + 1, t + 1),
                "length": 120000 + (n * 7919) % 300000,
                "isrc": "XXBOX%02d%05d" % (m, n),
            }


def make_json(fixtures, out):
    template = json.load(open(os.path.join(fixtures, "ws2/json/" + TEMPLATE + ".json")))
    shell = json.load(open(os.path.join(fixtures, SHELL_JSON)))
    shell["title"] = "The Complete Box Set"
    shell["artist-credit"] = template["artist-credit"]
    shell["release-group"] = template["release-group"]
    track0 = template["media"][0]["tracks"][0]
    medium0 = {k: v for k, v in template["media"][0].items() if k != "tracks"}
    media = []
    for m, t, p in plan():
        if t == 0:
            medium = copy.deepcopy(medium0)
            medium.update({"id": ids("medium/%d" % m), "position": m + 1, "title": "Disc %d" % (m + 1),
                           "track-count": TRACKS, "track-offset": 0, "tracks": []})
            media.append(medium)
        track = copy.deepcopy(track0)
        track.update({"id": p["track"], "position": t + 1, "number": str(t + 1), "title": p["title"], "length": p["length"]})
        recording = track["recording"]
        recording.update({"id": p["recording"], "title": p["title"], "length": p["length"], "isrcs": [p["isrc"]]})
        for relation in recording.get("relations", []):
            if relation.get("target-type") == "work":
                relation["work"]["id"] = p["work"]
                relation["work"]["title"] = p["title"]
        media[-1]["tracks"].append(track)
    shell["media"] = media
    with open(os.path.join(out, "large-release.json"), "w") as handle:
        json.dump(shell, handle, ensure_ascii=False, separators=(",", ":"))


def make_xml(fixtures, out):
    ET.register_namespace("", MMD)
    q = lambda name: "{%s}%s" % (MMD, name)
    template = ET.parse(os.path.join(fixtures, "ws2/xml/" + TEMPLATE + ".xml")).getroot().find(q("release"))
    shell_root = ET.parse(os.path.join(fixtures, SHELL_XML)).getroot()
    release = shell_root.find(q("release"))
    release.find(q("title")).text = "The Complete Box Set"
    # The shell's own medium list is replaced; its tags are dropped with it.
    release.remove(release.find(q("medium-list")))
    position = list(release).index(release.find(q("text-representation"))) + 1
    release.insert(position, copy.deepcopy(template.find(q("artist-credit"))))
    release.insert(position + 1, copy.deepcopy(template.find(q("release-group"))))
    track0 = template.find(q("medium-list")).find(q("medium")).find(q("track-list")).find(q("track"))
    medium_list = ET.Element(q("medium-list"), {"count": str(MEDIA)})
    track_list = None
    for m, t, p in plan():
        if t == 0:
            medium = ET.SubElement(medium_list, q("medium"), {"id": ids("medium/%d" % m)})
            ET.SubElement(medium, q("title")).text = "Disc %d" % (m + 1)
            ET.SubElement(medium, q("position")).text = str(m + 1)
            ET.SubElement(medium, q("format"), {"id": "9712d52a-4509-3d4b-a1a2-67c88c643e31"}).text = "CD"
            track_list = ET.SubElement(medium, q("track-list"), {"count": str(TRACKS), "offset": "0"})
        track = copy.deepcopy(track0)
        track.set("id", p["track"])
        track.find(q("position")).text = str(t + 1)
        track.find(q("number")).text = str(t + 1)
        length = ET.Element(q("length"))
        length.text = str(p["length"])
        track.insert(2, length)
        recording = track.find(q("recording"))
        recording.set("id", p["recording"])
        recording.find(q("title")).text = p["title"]
        rec_length = ET.Element(q("length"))
        rec_length.text = str(p["length"])
        recording.insert(1, rec_length)
        isrcs = ET.Element(q("isrc-list"), {"count": "1"})
        ET.SubElement(isrcs, q("isrc"), {"id": p["isrc"]})
        recording.insert(3, isrcs)
        for relation_list in recording.findall(q("relation-list")):
            if relation_list.get("target-type") == "work":
                for relation in relation_list.findall(q("relation")):
                    relation.find(q("target")).text = p["work"]
                    work = relation.find(q("work"))
                    work.set("id", p["work"])
                    work.find(q("title")).text = p["title"]
        track_list.append(track)
    release.append(medium_list)
    ET.ElementTree(shell_root).write(os.path.join(out, "large-release.xml"), encoding="UTF-8", xml_declaration=True)


if __name__ == "__main__":
    fixtures, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    make_json(fixtures, out)
    make_xml(fixtures, out)
