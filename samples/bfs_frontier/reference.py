"""NumPy reference for bfs_frontier: BFS distances on the same generated graph (a plain queue)."""

from collections import deque

import numpy as np


def expected(args: list[str]) -> dict:
    n, degree = int(args[0]), int(args[1])
    adj = [[] for _ in range(n)]
    s = 1
    for u in range(n):
        if u + 1 < n and u % 97 != 96:
            adj[u].append(u + 1)
        for _ in range(degree):
            s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
            v = (s >> 8) % n if s >> 31 else (u + (s >> 8) % 64) % n
            adj[u].append(v)
    dist = np.full(n, -1, np.int32)
    dist[0] = 0
    queue = deque([0])
    while queue:
        u = queue.popleft()
        for v in adj[u]:
            if dist[v] < 0:
                dist[v] = dist[u] + 1
                queue.append(v)
    levels = int(dist.max())
    return {
        "dist.bin": dist,
        "stdout": [f"levels: {levels}", f"reached: {int((dist >= 0).sum())}"],
    }
