# Sourced on a Linux GPU server that lacks a Vulkan loader and Node: unpacks the carried ones.
# Usage (from the repository root): . bench/gpu-env.sh
for f in .gpu/*.deb; do dpkg -x "$f" /; done
ldconfig
export VK_DRIVER_FILES=${VK_DRIVER_FILES:-/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json}
xz -dc .gpu/node.xz > /tmp/node && chmod +x /tmp/node
export PATH=/tmp:$PATH
# Dawn for Node, carried as .gpu/nm.tar.xz (or unpacked in .gpu/nm) with only its linux-x64 build: the
# carried tree has a size limit, and packed it takes a quarter of the room.
if [ ! -d .gpu/nm ] && [ -f .gpu/nm.tar.xz ]; then mkdir -p .gpu/nm && tar -xJf .gpu/nm.tar.xz -C .gpu/nm; fi
if [ -d .gpu/nm ] && [ ! -e bench/node_modules ]; then ln -s ../.gpu/nm bench/node_modules; fi
