// cuport CPU backend: CUDA's vector types (char1 .. double4) and their make_* functions.
//
// Sizes and alignments follow CUDA's vector_types.h (float4 and int4 are 16-byte aligned, 3-vectors
// only element-aligned) so structure layouts and pointer casts behave as on a GPU. No arithmetic
// operators: CUDA defines none, and programs bring their own (helper_math.h) that must not clash.
#pragma once

#include "../cpu_types.h"

// char
struct alignas(1) char1 {
  signed char x;
};
inline char1 make_char1(signed char x) { return char1{x}; }
struct alignas(2) char2 {
  signed char x, y;
};
inline char2 make_char2(signed char x, signed char y) { return char2{x, y}; }
struct alignas(1) char3 {
  signed char x, y, z;
};
inline char3 make_char3(signed char x, signed char y, signed char z) { return char3{x, y, z}; }
struct alignas(4) char4 {
  signed char x, y, z, w;
};
inline char4 make_char4(signed char x, signed char y, signed char z, signed char w) { return char4{x, y, z, w}; }

// uchar
struct alignas(1) uchar1 {
  unsigned char x;
};
inline uchar1 make_uchar1(unsigned char x) { return uchar1{x}; }
struct alignas(2) uchar2 {
  unsigned char x, y;
};
inline uchar2 make_uchar2(unsigned char x, unsigned char y) { return uchar2{x, y}; }
struct alignas(1) uchar3 {
  unsigned char x, y, z;
};
inline uchar3 make_uchar3(unsigned char x, unsigned char y, unsigned char z) { return uchar3{x, y, z}; }
struct alignas(4) uchar4 {
  unsigned char x, y, z, w;
};
inline uchar4 make_uchar4(unsigned char x, unsigned char y, unsigned char z, unsigned char w) { return uchar4{x, y, z, w}; }

// short
struct alignas(2) short1 {
  short x;
};
inline short1 make_short1(short x) { return short1{x}; }
struct alignas(4) short2 {
  short x, y;
};
inline short2 make_short2(short x, short y) { return short2{x, y}; }
struct alignas(2) short3 {
  short x, y, z;
};
inline short3 make_short3(short x, short y, short z) { return short3{x, y, z}; }
struct alignas(8) short4 {
  short x, y, z, w;
};
inline short4 make_short4(short x, short y, short z, short w) { return short4{x, y, z, w}; }

// ushort
struct alignas(2) ushort1 {
  unsigned short x;
};
inline ushort1 make_ushort1(unsigned short x) { return ushort1{x}; }
struct alignas(4) ushort2 {
  unsigned short x, y;
};
inline ushort2 make_ushort2(unsigned short x, unsigned short y) { return ushort2{x, y}; }
struct alignas(2) ushort3 {
  unsigned short x, y, z;
};
inline ushort3 make_ushort3(unsigned short x, unsigned short y, unsigned short z) { return ushort3{x, y, z}; }
struct alignas(8) ushort4 {
  unsigned short x, y, z, w;
};
inline ushort4 make_ushort4(unsigned short x, unsigned short y, unsigned short z, unsigned short w) { return ushort4{x, y, z, w}; }

// int
struct alignas(4) int1 {
  int x;
};
inline int1 make_int1(int x) { return int1{x}; }
struct alignas(8) int2 {
  int x, y;
};
inline int2 make_int2(int x, int y) { return int2{x, y}; }
struct alignas(4) int3 {
  int x, y, z;
};
inline int3 make_int3(int x, int y, int z) { return int3{x, y, z}; }
struct alignas(16) int4 {
  int x, y, z, w;
};
inline int4 make_int4(int x, int y, int z, int w) { return int4{x, y, z, w}; }

// uint
struct alignas(4) uint1 {
  unsigned int x;
};
inline uint1 make_uint1(unsigned int x) { return uint1{x}; }
struct alignas(8) uint2 {
  unsigned int x, y;
};
inline uint2 make_uint2(unsigned int x, unsigned int y) { return uint2{x, y}; }
inline uint3 make_uint3(unsigned int x, unsigned int y, unsigned int z) { return uint3{x, y, z}; }
struct alignas(16) uint4 {
  unsigned int x, y, z, w;
};
inline uint4 make_uint4(unsigned int x, unsigned int y, unsigned int z, unsigned int w) { return uint4{x, y, z, w}; }

// long
struct alignas(8) long1 {
  long x;
};
inline long1 make_long1(long x) { return long1{x}; }
struct alignas(16) long2 {
  long x, y;
};
inline long2 make_long2(long x, long y) { return long2{x, y}; }
struct alignas(8) long3 {
  long x, y, z;
};
inline long3 make_long3(long x, long y, long z) { return long3{x, y, z}; }
struct alignas(16) long4 {
  long x, y, z, w;
};
inline long4 make_long4(long x, long y, long z, long w) { return long4{x, y, z, w}; }

// ulong
struct alignas(8) ulong1 {
  unsigned long x;
};
inline ulong1 make_ulong1(unsigned long x) { return ulong1{x}; }
struct alignas(16) ulong2 {
  unsigned long x, y;
};
inline ulong2 make_ulong2(unsigned long x, unsigned long y) { return ulong2{x, y}; }
struct alignas(8) ulong3 {
  unsigned long x, y, z;
};
inline ulong3 make_ulong3(unsigned long x, unsigned long y, unsigned long z) { return ulong3{x, y, z}; }
struct alignas(16) ulong4 {
  unsigned long x, y, z, w;
};
inline ulong4 make_ulong4(unsigned long x, unsigned long y, unsigned long z, unsigned long w) { return ulong4{x, y, z, w}; }

// longlong
struct alignas(8) longlong1 {
  long long x;
};
inline longlong1 make_longlong1(long long x) { return longlong1{x}; }
struct alignas(16) longlong2 {
  long long x, y;
};
inline longlong2 make_longlong2(long long x, long long y) { return longlong2{x, y}; }
struct alignas(8) longlong3 {
  long long x, y, z;
};
inline longlong3 make_longlong3(long long x, long long y, long long z) { return longlong3{x, y, z}; }
struct alignas(16) longlong4 {
  long long x, y, z, w;
};
inline longlong4 make_longlong4(long long x, long long y, long long z, long long w) { return longlong4{x, y, z, w}; }

// ulonglong
struct alignas(8) ulonglong1 {
  unsigned long long x;
};
inline ulonglong1 make_ulonglong1(unsigned long long x) { return ulonglong1{x}; }
struct alignas(16) ulonglong2 {
  unsigned long long x, y;
};
inline ulonglong2 make_ulonglong2(unsigned long long x, unsigned long long y) { return ulonglong2{x, y}; }
struct alignas(8) ulonglong3 {
  unsigned long long x, y, z;
};
inline ulonglong3 make_ulonglong3(unsigned long long x, unsigned long long y, unsigned long long z) { return ulonglong3{x, y, z}; }
struct alignas(16) ulonglong4 {
  unsigned long long x, y, z, w;
};
inline ulonglong4 make_ulonglong4(unsigned long long x, unsigned long long y, unsigned long long z, unsigned long long w) { return ulonglong4{x, y, z, w}; }

// float
struct alignas(4) float1 {
  float x;
};
inline float1 make_float1(float x) { return float1{x}; }
struct alignas(8) float2 {
  float x, y;
};
inline float2 make_float2(float x, float y) { return float2{x, y}; }
struct alignas(4) float3 {
  float x, y, z;
};
inline float3 make_float3(float x, float y, float z) { return float3{x, y, z}; }
struct alignas(16) float4 {
  float x, y, z, w;
};
inline float4 make_float4(float x, float y, float z, float w) { return float4{x, y, z, w}; }

// double
struct alignas(8) double1 {
  double x;
};
inline double1 make_double1(double x) { return double1{x}; }
struct alignas(16) double2 {
  double x, y;
};
inline double2 make_double2(double x, double y) { return double2{x, y}; }
struct alignas(8) double3 {
  double x, y, z;
};
inline double3 make_double3(double x, double y, double z) { return double3{x, y, z}; }
struct alignas(16) double4 {
  double x, y, z, w;
};
inline double4 make_double4(double x, double y, double z, double w) { return double4{x, y, z, w}; }

// CUDA 13 spells the 16- and 32-byte aligned 4-vectors of 8-byte elements explicitly.
struct alignas(16) double4_16a { double x, y, z, w; };
struct alignas(32) double4_32a { double x, y, z, w; };
struct alignas(16) long4_16a { long x, y, z, w; };
struct alignas(32) long4_32a { long x, y, z, w; };
struct alignas(16) ulong4_16a { unsigned long x, y, z, w; };
struct alignas(32) ulong4_32a { unsigned long x, y, z, w; };
struct alignas(16) longlong4_16a { long long x, y, z, w; };
struct alignas(32) longlong4_32a { long long x, y, z, w; };
struct alignas(16) ulonglong4_16a { unsigned long long x, y, z, w; };
struct alignas(32) ulonglong4_32a { unsigned long long x, y, z, w; };

static_assert(sizeof(float4) == 16 && alignof(float4) == 16, "float4 layout as CUDA");
static_assert(sizeof(float3) == 12 && alignof(float3) == 4, "float3 layout as CUDA");
static_assert(sizeof(char3) == 3 && alignof(short2) == 4, "small vector layouts as CUDA");
static_assert(sizeof(double2) == 16 && alignof(double2) == 16, "double2 layout as CUDA");
